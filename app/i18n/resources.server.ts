/** All translation resources, bundled into the server build. */
import enCommon from "./resources/en_US/common.json";
import koCommon from "./resources/ko_KR/common.json";
import zhCommon from "./resources/zh_CN/common.json";

export const resources = {
  "zh-CN": { common: zhCommon },
  "en-US": { common: enCommon },
  "ko-KR": { common: koCommon },
} as const;
