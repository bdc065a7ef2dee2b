import { haproxyConfig } from './haproxy.mjs';

/*
 * compose.yaml's balancer (issue 34), described with the cluster's own HAProxy configuration
 * (haproxy.mjs), so the two topologies check and route alike: deploy/haproxy.cfg is this output,
 * and a unit test fails when it is not. Ports are compose.yaml's variables, expanded by HAProxy.
 */
export const COMPOSE_BALANCER_FILE = 'deploy/haproxy.cfg';

/** A tier of two instances, `<instance>-1` and `-2`, each on its compose.yaml port variable (`STOREFRONT_1_PORT`…). */
function balancedPair(name, port, instance) {
  const instances = [1, 2].map((number) => ({ name: `${instance}-${number}`, port: `\${${instance.toUpperCase()}_${number}_PORT}` }));
  return { name, port, instances, fallbackToLive: true };
}

function composeBalancerConfig() {
  return haproxyConfig(
    [balancedPair('shop', '${SHOP_TIER_PORT}', 'storefront'), balancedPair('backend', '${BACKEND_TIER_PORT}', 'server')],
    {
      httpPort: '${HTTP_PORT}',
      httpsPort: '${HTTPS_PORT}',
      certificates: '/usr/local/etc/haproxy/certs/',
      // The providers' webhooks (PayPal, the card provider, the eSIM supplier) and the staff's dashboard.
      backendPaths: ['/payments/', '/esim-supplier/', '/dashboard', '/admin-api'],
      shopTier: 'shop',
      backendTier: 'backend',
    },
  );
}

/** deploy/haproxy.cfg's whole text: a header, then the configuration. */
export function composeBalancerFile() {
  return `# Written by scripts/lib/compose-balancer.mjs (npm run write:balancer); edit that, not this file.\n${composeBalancerConfig()}`;
}
