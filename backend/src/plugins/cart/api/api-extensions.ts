import gql from 'graphql-tag';

/** The one-coupon rule's error, added to the answers `applyCouponCode` may give. */
export const shopApiExtensions = gql`
  "The order already holds as many coupon codes as allowed (one); remove it before applying another."
  type CouponLimitReachedError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
    couponCode: String!
    limit: Int!
  }

  extend union ApplyCouponCodeResult = CouponLimitReachedError
`;
