import gql from 'graphql-tag';

/** Spec §7 "card payment config and token", "card debit", "card 3-D Secure finish". */
export const shopApiExtensions = gql`
  "Where the browser tokenizes the card: the gateway's own origin, never the shop's."
  type CardPaymentConfig {
    "The card provider's route name, as in /{lang}/payment/{provider}.html."
    provider: String!
    tokenizationUrl: String!
    publicKey: String!
    "True for the sandbox acquirer: the storefront then serves /{lang}/test-simulator."
    sandbox: Boolean!
  }

  "EMV 3-D Secure browser data (spec §7 card debit)."
  input CardBrowserInput {
    language: String!
    colorDepth: Int!
    screenHeight: Int!
    screenWidth: Int!
    "new Date().getTimezoneOffset(), in minutes."
    timezoneOffset: Int!
    userAgent: String
  }

  "The payer's name, email and address come from the order; only a phone number may be added."
  input CardCustomerInput {
    phone: String
  }

  "A card token from the gateway and the browser's data: no card number, expiry or CVV, and no amount."
  input DebitCardInput {
    token: String!
    browser: CardBrowserInput!
    customer: CardCustomerInput
  }

  enum CardPaymentStatus {
    succeeded
    challenge
    declined
  }

  type CardDebitResult {
    status: CardPaymentStatus!
    "Set when succeeded."
    orderCode: String
    "The gateway's payment reference; the storefront keeps it in local storage until 3-D Secure finishes."
    transactionRef: String
    "Set when challenge: the page where the shopper completes 3-D Secure."
    challengeUrl: String
    "Set when declined, in the request's language."
    message: String
    "Set when declined: card_declined, insufficient_funds, authentication_failed, challenge_abandoned, processing_timeout, invalid_token, verification_failed, order_changed, replaced or too_many_declines (too many declines of this order, session, address or card: refused before the gateway)."
    declineCode: String
  }

  """
  The debit's transactionRef and what the browser came back to the return page with: the
  sandbox's md, paRes and cres, or another provider's query parameters in returnParameters (Stripe:
  payment_intent, payment_intent_client_secret, redirect_status). Only ever passed on to the
  provider, which alone decides. Entries past the 20th, or not strings of at most 16 KB, are ignored.
  """
  input FinishCardPaymentInput {
    transactionRef: String!
    md: String
    paRes: String
    cres: String
    returnParameters: JSON
  }

  type CardFinishResult {
    status: CardPaymentStatus!
    orderCode: String
    message: String
    declineCode: String
  }

  "Apple Pay's onvalidatemerchant: the URL Apple's JS gave the page."
  input ApplePayMerchantSessionInput {
    validationUrl: String!
  }

  "Apple Pay's onpaymentauthorized: the payment token as the browser received it, and the browser's data."
  input PayWithApplePayInput {
    paymentToken: JSON!
    browser: CardBrowserInput!
  }

  extend type Query {
    cardPaymentConfig: CardPaymentConfig!
  }

  extend type Mutation {
    """
    Debits the session's order for its own total with a card token. A second call while one runs
    answers that one's result; every call for the same order, total and token charges at most once.
    Errors: NO_ACTIVE_ORDER, CARD_PAYMENT_NOT_READY (no email or billing address yet),
    CARD_GATEWAY_TIMEOUT, CARD_GATEWAY_UNAVAILABLE, CARD_PAYMENT_IN_PROGRESS.
    """
    debitCard(input: DebitCardInput!): CardDebitResult!
    """
    Verifies the 3-D Secure result with the gateway, then settles the payment and places the order.
    Repeated after success, answers the same order code. Another session's payment is FORBIDDEN.
    """
    finishCardPayment(input: FinishCardPaymentInput!): CardFinishResult!
    """
    Apple Pay merchant validation, made by the card gateway: the merchant session to pass to
    completeMerchantValidation, unchanged. Errors: NO_ACTIVE_ORDER, APPLE_PAY_VALIDATION_FAILED
    (not an Apple validation URL, or the shop's domain not registered), CARD_GATEWAY_TIMEOUT,
    CARD_GATEWAY_UNAVAILABLE.
    """
    applePayMerchantSession(input: ApplePayMerchantSessionInput!): JSON!
    """
    Pays the session's order with an Apple Pay payment token: exchanged at the gateway for a card
    token, then debited like debitCard (never a challenge: Apple authenticated the buyer). A
    forged, edited, expired or reused token answers declined (invalid_token), charging nothing.
    """
    payWithApplePay(input: PayWithApplePayInput!): CardDebitResult!
  }
`;
