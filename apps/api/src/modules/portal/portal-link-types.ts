/** A portal link just issued: the URL (token in its fragment) and when it stops working. */
export interface IssuedLink {
  url: string;
  expiresAt: Date;
}
