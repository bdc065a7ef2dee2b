#!/usr/bin/env bash
# podman, as podman-compose calls it (--podman-path). Debian 12's podman-compose 1.0.3 adds
# `--net <project>_default --network-alias <service>` to every container, even one with
# `network_mode: host`, which podman refuses ("cannot set multiple networks"); podman-compose 1.0.4
# no longer does. For a container asked onto the host's network, that pair is left out.
set -euo pipefail
args=("$@")
host=false
for ((i = 0; i < ${#args[@]} - 1; i++)); do
  if [[ "${args[i]}" == "--network" && "${args[i + 1]}" == "host" ]]; then host=true; fi
done
if [[ "$host" == true ]]; then
  kept=()
  for ((i = 0; i < ${#args[@]}; i++)); do
    case "${args[i]}" in
      --net | --network-alias) i=$((i + 1)) ;;
      *) kept+=("${args[i]}") ;;
    esac
  done
  args=("${kept[@]}")
fi
exec podman "${args[@]}"
