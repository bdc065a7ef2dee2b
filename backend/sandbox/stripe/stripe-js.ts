/*
 * A stand-in for Stripe.js (docs.stripe.com/js), served at /v3/ for the browser journeys as
 * js.stripe.com serves the real one: `Stripe(key)`, `elements().create('cardNumber' | 'cardExpiry' |
 * 'cardCvc')` with their `change`, `focus`, `blur` and `ready` events, and `createPaymentMethod`.
 * The card inputs are frames of the simulator's origin, never the shop's (PCI SAQ A): the number's
 * frame gathers the expiry and CVC from its sibling frames over a BroadcastChannel (same origin
 * only), posts the card to /v1/payment_methods with the publishable key, and hands the page the
 * PaymentMethod. `paymentRequest()` offers the wallets STRIPE_SANDBOX_WALLETS names (Google Pay by
 * default): its button opens a sheet, a frame of the simulator's origin, whose Pay makes a wallet
 * PaymentMethod there and hands it to the page's `paymentmethod` handler.
 * Plain browser scripts, written to run as they are: nothing to build.
 */

export const STRIPE_JS = String.raw`(function () {
  'use strict';
  if (window.Stripe) return;
  var script = document.currentScript;
  var origin = new URL(script ? script.src : location.href).origin;
  var SOURCE = 'stripe-sandbox-element';
  var WALLETS = __WALLETS__;
  var TYPES = { cardNumber: 'Secure card number input frame', cardExpiry: 'Secure expiration date input frame', cardCvc: 'Secure CVC input frame' };
  function random() { return Math.random().toString(36).slice(2) + Date.now().toString(36); }

  function Stripe(key, options) {
    if (typeof key !== 'string' || key.indexOf('pk_') !== 0) throw new Error('Stripe(): a publishable key (pk_…) is required');
    var locale = (options && options.locale) || 'auto';
    var frames = [];
    var pending = {};
    window.addEventListener('message', function (event) {
      var data = event.data;
      if (event.origin !== origin || !data || data.source !== SOURCE) return;
      for (var i = 0; i < frames.length; i += 1) {
        var frame = frames[i];
        if (frame.iframe && frame.iframe.contentWindow === event.source && frame.group === data.group) {
          frame.receive(data);
          return;
        }
      }
    });

    function elements(elementsOptions) {
      var group = random();
      var created = {};
      var elementsLocale = (elementsOptions && elementsOptions.locale) || locale;
      return {
        getElement: function (type) { return created[type] || null; },
        create: function (type, elementOptions) {
          if (type === 'paymentRequestButton') return paymentRequestButton(elementOptions || {});
          if (!TYPES[type]) throw new Error('This stand-in of Stripe.js creates cardNumber, cardExpiry, cardCvc and paymentRequestButton Elements only, not ' + type);
          if (created[type]) throw new Error('Can only create one Element of type ' + type);
          var settings = elementOptions || {};
          var handlers = {};
          var frame = { group: group, iframe: null, receive: null };
          function emit(name, payload) {
            (handlers[name] || []).slice().forEach(function (handler) { handler(payload); });
          }
          frame.receive = function (data) {
            if (data.type === 'result') {
              var waiting = pending[data.requestId];
              if (waiting) { delete pending[data.requestId]; waiting(data.answer); }
              return;
            }
            if (data.type === 'change') {
              emit('change', { elementType: type, empty: !!data.empty, complete: !!data.complete, error: data.error || undefined, brand: data.brand, value: undefined });
              return;
            }
            if (data.type === 'ready' || data.type === 'focus' || data.type === 'blur') emit(data.type, { elementType: type });
          };
          frames.push(frame);
          function post(message) {
            if (frame.iframe && frame.iframe.contentWindow) {
              message.source = SOURCE;
              message.group = group;
              frame.iframe.contentWindow.postMessage(message, origin);
            }
          }
          var element = {
            mount: function (target) {
              var container = typeof target === 'string' ? document.querySelector(target) : target;
              if (!container) throw new Error('The Element mount target was not found');
              var query = new URLSearchParams({
                type: type, group: group, parent: location.origin, key: key, locale: elementsLocale,
                placeholder: settings.placeholder || '', style: JSON.stringify(settings.style || {}),
              });
              var iframe = document.createElement('iframe');
              iframe.src = origin + '/elements/frame?' + query.toString();
              iframe.title = TYPES[type];
              iframe.setAttribute('allowtransparency', 'true');
              iframe.setAttribute('frameborder', '0');
              iframe.setAttribute('scrolling', 'no');
              iframe.setAttribute('allow', 'payment *');
              iframe.style.cssText = 'border:0;margin:0;padding:0;width:100%;min-width:100%;height:1.6em;display:block;background:transparent;overflow:hidden;';
              frame.iframe = iframe;
              container.appendChild(iframe);
            },
            unmount: function () { if (frame.iframe) frame.iframe.remove(); frame.iframe = null; },
            destroy: function () { element.unmount(); delete created[type]; frames.splice(frames.indexOf(frame), 1); },
            on: function (name, handler) { (handlers[name] = handlers[name] || []).push(handler); return element; },
            off: function (name, handler) {
              handlers[name] = handler ? (handlers[name] || []).filter(function (h) { return h !== handler; }) : [];
              return element;
            },
            once: function (name, handler) {
              var wrapped = function (payload) { element.off(name, wrapped); handler(payload); };
              return element.on(name, wrapped);
            },
            focus: function () { post({ cmd: 'focus' }); },
            blur: function () { post({ cmd: 'blur' }); },
            clear: function () { post({ cmd: 'clear' }); },
            update: function (update) { if (update && 'disabled' in update) post({ cmd: 'disabled', value: !!update.disabled }); },
            __createPaymentMethod: function (requestId) { post({ cmd: 'create', requestId: requestId }); },
          };
          created[type] = element;
          return element;
        },
      };
    }

    /** The wallet's button: it opens the sheet, as Stripe's own button does. */
    function paymentRequestButton(options) {
      var request = options.paymentRequest;
      if (!request || typeof request.show !== 'function') throw new Error('paymentRequestButton needs a paymentRequest');
      var button = null;
      var element = {
        mount: function (target) {
          var container = typeof target === 'string' ? document.querySelector(target) : target;
          button = document.createElement('button');
          button.type = 'button';
          button.textContent = WALLETS[0] === 'apple_pay' ? 'Buy with Apple Pay' : 'Buy with Google Pay';
          button.style.cssText = 'width:100%;min-height:44px;border:0;border-radius:6px;background:#000;color:#fff;font:inherit;font-weight:600;cursor:pointer;';
          button.addEventListener('click', function () { request.show(); });
          container.appendChild(button);
        },
        unmount: function () { if (button) button.remove(); button = null; },
        destroy: function () { element.unmount(); },
        on: function () { return element; },
        off: function () { return element; },
        update: function () {},
      };
      return element;
    }

    function createPaymentMethod(params) {
      return new Promise(function (resolve) {
        var card = params && params.card;
        if (!params || params.type !== 'card' || !card || typeof card.__createPaymentMethod !== 'function') {
          resolve({ error: { type: 'validation_error', code: 'parameter_invalid', message: 'createPaymentMethod needs type card and a cardNumber Element' } });
          return;
        }
        var requestId = random();
        var timer = setTimeout(function () {
          delete pending[requestId];
          resolve({ error: { type: 'api_connection_error', message: 'Stripe could not be reached' } });
        }, 20000);
        pending[requestId] = function (answer) { clearTimeout(timer); resolve(answer); };
        card.__createPaymentMethod(requestId);
      });
    }

    function paymentRequest(options) {
      if (!options || !options.total || typeof options.total.amount !== 'number' || typeof options.currency !== 'string') {
        throw new Error('paymentRequest needs country, currency and total { label, amount }');
      }
      var handlers = {};
      var sheet = null;
      var current = { total: options.total, currency: options.currency };
      function emit(name, payload) { (handlers[name] || []).slice().forEach(function (handler) { handler(payload); }); }
      function close() { if (sheet) { sheet.remove(); sheet = null; } }
      window.addEventListener('message', function (event) {
        var data = event.data;
        if (event.origin !== origin || !sheet || event.source !== sheet.contentWindow || !data || data.source !== 'stripe-sandbox-wallet') return;
        if (data.type === 'cancel') { close(); emit('cancel', {}); return; }
        if (data.type === 'paymentmethod') {
          emit('paymentmethod', {
            paymentMethod: data.paymentMethod,
            walletName: WALLETS[0] === 'apple_pay' ? 'applePay' : 'googlePay',
            complete: function () { close(); },
          });
        }
      });
      var request = {
        canMakePayment: function () {
          return Promise.resolve(WALLETS.length === 0 ? null : { applePay: WALLETS.indexOf('apple_pay') !== -1, googlePay: WALLETS.indexOf('google_pay') !== -1, link: false });
        },
        on: function (name, handler) { (handlers[name] = handlers[name] || []).push(handler); return request; },
        off: function (name) { handlers[name] = []; return request; },
        update: function (update) { if (update && update.total) current.total = update.total; },
        show: function () {
          if (WALLETS.length === 0) throw new Error('No wallet is available in this browser');
          if (sheet) return;
          var query = new URLSearchParams({
            parent: location.origin, key: key, wallet: WALLETS[0],
            amount: String(current.total.amount), currency: current.currency, label: current.total.label || '',
          });
          sheet = document.createElement('iframe');
          sheet.src = origin + '/wallet-sheet?' + query.toString();
          sheet.title = 'Payment sheet';
          sheet.setAttribute('allow', 'payment *');
          sheet.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:rgba(0,0,0,.4);';
          document.body.appendChild(sheet);
        },
      };
      return request;
    }

    return { elements: elements, createPaymentMethod: createPaymentMethod, paymentRequest: paymentRequest };
  }
  window.Stripe = Stripe;
})();
`;

export const ELEMENT_FRAME_JS = String.raw`(function () {
  'use strict';
  var SOURCE = 'stripe-sandbox-element';
  var params = new URLSearchParams(location.search);
  var type = params.get('type');
  var group = params.get('group') || '';
  var parentOrigin = params.get('parent') || '';
  var key = params.get('key') || '';
  var input = document.getElementById('field');
  var channel = new BroadcastChannel('stripe-sandbox-' + group);
  var brand = 'unknown';
  var disabled = false;

  try {
    var style = JSON.parse(params.get('style') || '{}');
    var base = style.base || {};
    ['color', 'fontFamily', 'fontSize', 'fontWeight', 'letterSpacing'].forEach(function (name) {
      if (typeof base[name] === 'string') input.style[name] = base[name];
    });
  } catch (error) { /* a style it cannot read is no style */ }

  function tell(message) {
    message.source = SOURCE;
    message.group = group;
    window.parent.postMessage(message, parentOrigin);
  }
  function digits(text) { return text.replace(/\D+/g, ''); }
  function brandOf(number) {
    if (/^4/.test(number)) return 'visa';
    if (/^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/.test(number)) return 'mastercard';
    if (/^3[47]/.test(number)) return 'amex';
    if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
    return 'unknown';
  }
  function luhn(number) {
    var sum = 0;
    for (var i = 0; i < number.length; i += 1) {
      var digit = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) { digit *= 2; if (digit > 9) digit -= 9; }
      sum += digit;
    }
    return sum % 10 === 0;
  }
  function numberLength(b) { return b === 'amex' ? 15 : 16; }
  function cvcLength() { return brand === 'amex' ? 4 : 3; }

  function check() {
    var value = digits(input.value);
    if (value === '') return { empty: true, complete: false };
    if (type === 'cardNumber') {
      brand = brandOf(value);
      channel.postMessage({ brand: brand });
      if (value.length < numberLength(brand)) return { empty: false, complete: false, brand: brand };
      if (!luhn(value)) return { empty: false, complete: false, brand: brand, error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' } };
      return { empty: false, complete: true, brand: brand };
    }
    if (type === 'cardExpiry') {
      if (value.length < 4) return { empty: false, complete: false };
      var month = Number(value.slice(0, 2));
      var year = 2000 + Number(value.slice(2, 4));
      var now = new Date();
      if (month < 1 || month > 12) return { empty: false, complete: false, error: { type: 'validation_error', code: 'invalid_expiry_month', message: "Your card's expiration date is incomplete." } };
      if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
        return { empty: false, complete: false, error: { type: 'validation_error', code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." } };
      }
      return { empty: false, complete: true };
    }
    return { empty: false, complete: value.length === cvcLength() };
  }
  function format() {
    var value = digits(input.value);
    if (type === 'cardNumber') {
      value = value.slice(0, 16);
      input.value = brandOf(value) === 'amex'
        ? [value.slice(0, 4), value.slice(4, 10), value.slice(10, 15)].filter(Boolean).join(' ')
        : (value.match(/.{1,4}/g) || []).join(' ');
    } else if (type === 'cardExpiry') {
      value = value.slice(0, 4);
      input.value = value.length > 2 ? value.slice(0, 2) + ' / ' + value.slice(2) : value;
    } else {
      input.value = value.slice(0, 4);
    }
  }
  function report() {
    var state = check();
    tell({ type: 'change', empty: state.empty, complete: state.complete, error: state.error, brand: type === 'cardNumber' ? state.brand || 'unknown' : undefined });
  }

  input.addEventListener('input', function () { format(); report(); });
  input.addEventListener('focus', function () { tell({ type: 'focus' }); });
  input.addEventListener('blur', function () { tell({ type: 'blur' }); });

  var asked = {};
  channel.addEventListener('message', function (event) {
    var data = event.data || {};
    if (data.brand && type === 'cardCvc') { brand = data.brand; if (input.value) report(); }
    if (data.ask && type !== 'cardNumber') channel.postMessage({ reply: data.ask, type: type, value: digits(input.value) });
    if (data.reply && asked[data.reply]) asked[data.reply](data.type, data.value);
  });

  function gather(requestId) {
    return new Promise(function (resolve) {
      var values = {};
      var timer = setTimeout(function () { delete asked[requestId]; resolve(values); }, 2000);
      asked[requestId] = function (fieldType, value) {
        values[fieldType] = value;
        if (values.cardExpiry !== undefined && values.cardCvc !== undefined) { clearTimeout(timer); delete asked[requestId]; resolve(values); }
      };
      channel.postMessage({ ask: requestId });
    });
  }

  function create(requestId) {
    gather(requestId).then(function (values) {
      var expiry = values.cardExpiry || '';
      var body = new URLSearchParams({
        type: 'card',
        'card[number]': digits(input.value),
        'card[exp_month]': expiry.slice(0, 2),
        'card[exp_year]': expiry.slice(2, 4),
        'card[cvc]': values.cardCvc || '',
      });
      return fetch('/v1/payment_methods', { method: 'POST', headers: { Authorization: 'Bearer ' + key, 'Content-Type': 'application/x-www-form-urlencoded' }, body: body.toString() })
        .then(function (response) {
          return response.json().then(function (json) { return response.ok ? { paymentMethod: json } : { error: json.error || { type: 'api_error', message: 'HTTP ' + response.status } }; });
        });
    }).catch(function () {
      return { error: { type: 'api_connection_error', message: 'Stripe could not be reached' } };
    }).then(function (answer) {
      tell({ type: 'result', requestId: requestId, answer: answer });
    });
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== parentOrigin || event.source !== window.parent || !data || data.source !== SOURCE || data.group !== group) return;
    if (data.cmd === 'focus') input.focus();
    if (data.cmd === 'blur') input.blur();
    if (data.cmd === 'clear') { input.value = ''; report(); }
    if (data.cmd === 'disabled') { disabled = !!data.value; input.readOnly = disabled; }
    if (data.cmd === 'create' && type === 'cardNumber' && typeof data.requestId === 'string') create(data.requestId);
  });

  tell({ type: 'ready' });
})();
`;

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const FIELDS: Record<string, { autocomplete: string; label: string; placeholder: string }> = {
  cardNumber: { autocomplete: 'cc-number', label: 'Card number', placeholder: '1234 1234 1234 1234' },
  cardExpiry: { autocomplete: 'cc-exp', label: 'Expiration date', placeholder: 'MM / YY' },
  cardCvc: { autocomplete: 'cc-csc', label: 'CVC', placeholder: 'CVC' },
};

/** One Element's frame: an input, its script from this origin, nothing else. */
export function elementFramePage(query: URLSearchParams): string | undefined {
  const field = FIELDS[query.get('type') ?? ''];
  if (!field) return undefined;
  const placeholder = (query.get('placeholder') ?? '').slice(0, 100) || field.placeholder;
  const lang = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(query.get('locale') ?? '') ? (query.get('locale') ?? 'en') : 'en';
  return `<!doctype html><html lang="${escape(lang === 'auto' ? 'en' : lang)}"><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;background:transparent;overflow:hidden}input{box-sizing:border-box;border:0;outline:0;margin:0;padding:0;width:100%;height:1.6em;font:inherit;background:transparent;color:inherit}</style></head><body><input id="field" type="text" inputmode="numeric" autocomplete="${field.autocomplete}" aria-label="${escape(field.label)}" placeholder="${escape(placeholder)}" spellcheck="false"><script src="/elements/frame.js"></script></body></html>`;
}

export const WALLET_SHEET_JS = String.raw`(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var parentOrigin = params.get('parent') || '';
  function tell(message) { message.source = 'stripe-sandbox-wallet'; window.parent.postMessage(message, parentOrigin); }
  document.getElementById('cancel').addEventListener('click', function () { tell({ type: 'cancel' }); });
  document.getElementById('pay').addEventListener('click', function () {
    var body = new URLSearchParams({
      type: 'card', 'card[number]': '4242424242424242', 'card[exp_month]': '12',
      'card[exp_year]': String(new Date().getFullYear() + 3), 'card[cvc]': '123', 'card[wallet]': params.get('wallet') || 'google_pay',
    });
    fetch('/v1/payment_methods', { method: 'POST', headers: { Authorization: 'Bearer ' + (params.get('key') || ''), 'Content-Type': 'application/x-www-form-urlencoded' }, body: body.toString() })
      .then(function (response) { return response.json(); })
      .then(function (paymentMethod) { tell({ type: 'paymentmethod', paymentMethod: paymentMethod }); })
      .catch(function () { tell({ type: 'cancel' }); });
  });
  document.getElementById('pay').focus();
})();
`;

/** The wallet's sheet: the total, Pay and Cancel; what a phone's wallet shows, simulated. */
export function walletSheetPage(query: URLSearchParams): string {
  const amount = Number(query.get('amount') ?? '0');
  const currency = (query.get('currency') ?? '').toUpperCase().slice(0, 3);
  const wallet = query.get('wallet') === 'apple_pay' ? 'Apple Pay' : 'Google Pay';
  const total = Number.isFinite(amount) ? `${(amount / 100).toFixed(2)} ${escape(currency)}` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${wallet}</title><style>body{margin:0;font-family:system-ui,sans-serif;display:flex;align-items:flex-end;justify-content:center;height:100vh}main{background:#fff;color:#111;width:100%;max-width:28rem;padding:1.5rem;border-radius:1rem 1rem 0 0}button{font:inherit;width:100%;padding:.75rem;margin-top:.5rem;border-radius:.5rem;border:1px solid #111;background:#fff;color:#111}#pay{background:#111;color:#fff}</style></head><body><main role="dialog" aria-modal="true" aria-labelledby="title"><h1 id="title">${wallet} (sandbox)</h1><p>${escape((query.get('label') ?? '').slice(0, 100))}: <strong>${total}</strong></p><p>Visa •••• 4242</p><button id="pay" type="button">Pay</button><button id="cancel" type="button">Cancel</button></main><script src="/wallet-sheet.js"></script></body></html>`;
}
