import gql from 'graphql-tag';

/** The logged-in customer's orders (spec §2 OrderHistory, orderDetails; §4 order again; §3 order message). */
export const shopApiExtensions = gql`
  "What a customer reads as an order's status (the shop's choice: the spec shows none)."
  enum AccountOrderStatus {
    awaitingPayment
    "Placed; PayPal is still confirming the payment (nothing delivered yet)."
    paymentPending
    delivering
    delivered
    cancelled
    "Cancelled without ever being paid: PayPal did not complete the payment."
    paymentFailed
  }

  type AccountOrderStatusChange {
    at: DateTime!
    status: AccountOrderStatus!
  }

  "A credit note of the order: a refund, part or whole, of its invoice."
  type AccountCreditNote {
    "CN-2026-000001"
    number: String!
    issuedAt: DateTime!
    "Minor units credited, VAT included, in the order's currency."
    amount: Money!
    "Path of the credit note's PDF (same origin through the storefront)."
    url: String!
  }

  extend type Order {
    "Paid and not yet delivered is delivering; delivered once every item has its eSIM."
    accountStatus: AccountOrderStatus!
    "Oldest first, from the order's state transitions, a status repeated by the next entry merged."
    accountStatusHistory: [AccountOrderStatusChange!]!
    "The name of the payment method in the request's language; null before any payment."
    paymentMethodName: String
    "Path of the invoice PDF (same origin through the storefront); null until paid. A paid order cancelled or refunded later keeps it."
    invoiceUrl: String
    "The credit notes of the order's refunds, oldest first."
    creditNotes: [AccountCreditNote!]!
    "The billing address as printed lines, the country in the request's language."
    billingAddressLines: [String!]!
  }

  enum OrderAgainSkipReason {
    "The plan is no longer sold."
    UNAVAILABLE
    "The cart's limits (10 of a plan, 20 items) left no room for all of it."
    ORDER_LIMIT
  }

  "A line of the past order that could not be added in full."
  type OrderAgainSkippedLine {
    orderLineId: ID!
    productVariantId: ID!
    name: String!
    requested: Int!
    added: Int!
    reason: OrderAgainSkipReason!
  }

  type OrderAgainResult {
    "The active order (the cart) after adding."
    order: Order!
    skipped: [OrderAgainSkippedLine!]!
  }

  union OrderAgainResponse = OrderAgainResult | OrderModificationError | OrderLimitError | NegativeQuantityError | InsufficientStockError

  input OrderMessageInput {
    orderId: ID!
    "The item the message is about; null for the whole order."
    orderLineId: ID
    "Plain text, 1 to 2000 characters."
    message: String!
  }

  extend type Query {
    "One of the logged-in customer's placed orders; null for an unknown id and for anyone else's order alike. Logged out: FORBIDDEN."
    accountOrder(id: ID!): Order
  }

  extend type Mutation {
    "Adds every line of one of the customer's placed orders to the active order. Not theirs or unknown: ENTITY_NOT_FOUND."
    orderAgain(orderId: ID!): OrderAgainResponse!
    "Keeps the message on the order for staff (a private history note). Not theirs or unknown: ENTITY_NOT_FOUND."
    sendOrderMessage(input: OrderMessageInput!): Boolean!
  }
`;
