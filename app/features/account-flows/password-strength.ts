/**
 * Password strength beyond AUTH-04 with zxcvbn-ts and its common-password dictionaries, loaded
 * on demand (a dynamic import: the browser fetches the ~1 MB of dictionaries only when a
 * password is first typed, never with the shell's first bundle). Used by the register form's
 * meter and, as the authority, by its server action.
 * @module features/account-flows/password-strength
 * @see AUTH-04
 */

/** zxcvbn's score: 0 (guessed at once) to 4 (very strong). */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

/** Scores below this are refused as among the most common (fewer than 10^6 guesses). */
export const MIN_SCORE = 2;

type Estimate = (password: string) => StrengthScore;

let loading: Promise<Estimate> | undefined;

/** Loads zxcvbn-ts with the common dictionaries and adjacency graphs, once per module copy. */
export function loadStrength(): Promise<Estimate> {
  loading ??= (async () => {
    const [{ ZxcvbnFactory }, common] = await Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]);
    const factory = new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
    return (password: string) => factory.check(password).score as StrengthScore;
  })();
  loading.catch(() => { loading = undefined; });
  return loading;
}

/** Whether `password` is among the most common: its score is below {@link MIN_SCORE}. */
export function isCommon(score: StrengthScore): boolean {
  return score < MIN_SCORE;
}

/** The score of `password` (loads the library on first use). */
export async function strengthOf(password: string): Promise<StrengthScore> {
  return (await loadStrength())(password);
}
