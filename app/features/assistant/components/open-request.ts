/** An opening request of the assistant drawer: a counter (each opening is new) and the screenshot flag. */
export interface OpenRequest {
  n: number;
  screenshot: boolean;
}
