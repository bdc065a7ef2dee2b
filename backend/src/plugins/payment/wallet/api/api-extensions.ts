import gql from 'graphql-tag';

/** Spec §7 "wallet token, create order, validate" (issue 6: PayPal Orders v2). */
export const shopApiExtensions = gql`
  enum WalletMethod {
    paypal
  }

  input StartWalletPaymentInput {
    method: WalletMethod!
  }

  "Where the shopper approves the payment: the wallet's own page."
  type WalletPaymentStart {
    approveUrl: String!
    "The wallet's order id: the token the wallet puts in the return address."
    walletOrderId: String!
  }

  "What the wallet put in the return address: PayPal's token and PayerID."
  input FinishWalletPaymentInput {
    token: String!
    payerId: String!
  }

  """
  PAID: PayPal took the money, the order is paid and its eSIM is on its way. PENDING: PayPal is
  still confirming the payment (an eCheck, a review…); the order is placed and waits, and the eSIM
  follows by email once PayPal completes it (the order is cancelled and the shopper emailed if
  PayPal denies it).
  """
  enum WalletPaymentStatus {
    PAID
    PENDING
  }

  type WalletPaymentFinish {
    orderCode: String!
    paymentStatus: WalletPaymentStatus!
  }

  extend type Mutation {
    """
    Creates the wallet's order for the session's cart (its own total) and sets the cart trace
    cookie. Errors: NO_ACTIVE_ORDER, WALLET_PAYMENT_NOT_READY (no email or billing address yet),
    WALLET_PAYMENT_IN_PROGRESS, WALLET_GATEWAY_TIMEOUT, WALLET_GATEWAY_UNAVAILABLE.
    """
    startWalletPayment(input: StartWalletPaymentInput!): WalletPaymentStart!
    """
    Verifies the return against the trace cookie and the wallet, captures once and places the
    order (paid, or waiting for PayPal when PayPal left the capture pending). Replayed after
    success, answers the same order code and status and captures nothing. Errors:
    WALLET_VERIFICATION_FAILED, WALLET_FOREIGN_ORDER, WALLET_AMOUNT_CHANGED, NO_ACTIVE_ORDER,
    WALLET_PAYMENT_IN_PROGRESS, WALLET_GATEWAY_TIMEOUT, WALLET_GATEWAY_UNAVAILABLE.
    """
    finishWalletPayment(input: FinishWalletPaymentInput!): WalletPaymentFinish!
  }
`;
