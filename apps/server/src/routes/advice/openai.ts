// Advice from an OpenAI-compatible chat-completions server with the official SDK: bounded input,
// a timeout, one retry, and never the key in a log line.
import type OpenAI from 'openai';

const SYSTEM_PROMPT =
  'You are Wortsmith, a friendly and precise homebrewing assistant. Given a beer recipe summary, say concretely ' +
  'what to change so it fits its style: which figure is off, by how much, and which ingredient amounts to change. ' +
  'Answer in plain text, at most 8 short lines.';

/** Asks the model for advice on a recipe summary. */
export interface AdviceModel {
  advise(summary: string): Promise<string>;
}

/** Creates the OpenAI-backed advisor. */
export function createOpenAiAdvisor(options: {
  apiKey: string;
  baseUrl?: string;
  model: string;
}): AdviceModel {
  // The SDK is loaded on first use: installs without a key never pay for it.
  let pending: Promise<OpenAI> | undefined;
  const openClient = async () => {
    const { default: OpenAIClient } = await import('openai');
    return new OpenAIClient({
      apiKey: options.apiKey,
      baseURL: options.baseUrl,
      timeout: 30_000,
      maxRetries: 1,
    });
  };
  return {
    async advise(summary) {
      pending ??= openClient();
      const client = await pending;
      const completion = await client.chat.completions.create({
        model: options.model,
        max_tokens: 600,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: summary },
        ],
      });
      const text = completion.choices[0]?.message?.content?.trim();
      if (!text) throw new Error('the model returned no text');
      return text;
    },
  };
}
