/**
 * A text input styled by Chakra's `input` recipe, rendered as a plain `<input>`.
 *
 * Chakra's own `Input` wraps Ark's `Field.Input`, reached through Ark's `Field` namespace
 * object, which references every part of Ark's field (root, label, select, the auto-resizing
 * textarea…): all of them, ≈ 3 KB gzip, landed in the login page's first-load JS although the
 * page renders none of them (issue 10, `login_js_gzip_bytes`). Outside a `Field.Root`, Ark's
 * `Field.Input` adds nothing to the element, so this renders the same `<input>` with the same
 * classes. Inside a Chakra `Field.Root` (whose ids and aria attributes it would not pick up),
 * use Chakra's `Input`.
 */
import { createRecipeContext, type InputProps } from "@chakra-ui/react";

const { withContext } = createRecipeContext({ key: "input" });

/** Chakra's `Input` without Ark's field context: same recipe, variants and props. */
export const PlainInput = withContext<HTMLInputElement, InputProps>("input");
