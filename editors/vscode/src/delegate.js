// @ts-check
'use strict';
/**
 * Answers the delegate's questions (protocol.md sections 6 and 14.1) as the `popsplit.delegateAnswers`
 * setting says: `always yes`, `always no`, or `ask` (a quick pick); with `defaults` the server is
 * not asked to delegate them at all. No dependency on `vscode`: the quick pick comes in as a
 * function.
 */

/**
 * A one-line description of a question, for the quick pick and the log.
 * @param {string} method
 * @param {any} params
 */
function describeQuestion(method, params) {
  const args = params && params.args ? Object.entries(params.args).map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join(', ') : '';
  return `${params?.selector ?? method.replace(/^delegate\//, '')} (${args})`;
}

/**
 * The answer to send: true/false for a yes-or-no question, the number for a number question, or
 * null ("not implemented": the question's default applies).
 * @param {string} method
 * @param {any} params
 * @param {string} mode `always yes`, `always no`, `ask` or `defaults`
 * @param {(items: string[], title: string) => Promise<string | undefined>} ask
 * @returns {Promise<boolean | number | null>}
 */
async function answerQuestion(method, params, mode, ask) {
  const fallback = params ? params.default : null;
  if (mode === 'defaults') return null;
  if (typeof fallback === 'number') {
    // A number question (the split position): there is no yes or no; the proposed value is kept.
    if (mode !== 'ask') return fallback;
    const choice = await ask([`Keep ${fallback}`, 'Use the default'], describeQuestion(method, params));
    return choice === undefined ? null : fallback;
  }
  if (mode === 'always yes') return true;
  if (mode === 'always no') return false;
  const choice = await ask(['Yes', 'No'], `Delegate: ${describeQuestion(method, params)}? (default ${fallback ? 'YES' : 'NO'})`);
  if (choice === 'Yes') return true;
  if (choice === 'No') return false;
  return null;
}

module.exports = { answerQuestion, describeQuestion };
