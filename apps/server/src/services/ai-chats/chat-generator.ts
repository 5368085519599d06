import { ANSWER_STREAM_WORDS, type TChatMessageStatus } from '@inkwell/contract';
import type { Kysely } from 'kysely';
import type { TEnv } from '../../config/env.js';
import type { TChatRow } from '../../db/ai-chat-tables.js';
import type { Database } from '../../db/types.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { nowIso } from '../../lib/time.js';
import { notConfigured, providerFailure } from '../../providers/ai/ai-errors.js';
import type { TAiProvider, TAiTarget, TChatStream } from '../../providers/ai/ai-provider.js';
import type { TRepositories } from '../../repositories/index.js';
import type { BalanceService, TReservation } from '../balance/balance-service.js';
import { InsufficientBalanceError } from '../balance/balance-errors.js';
import { buildChatContext } from './chat-context.js';
import { draftMessage, lastAnswer } from './chat-drafts.js';
import { titleFrom, type ChatService } from './chat-service.js';
import { toChatMessage } from './chat-views.js';
import type { Generation, TGenerationListener } from '../ai-generations/generation.js';
import { refusalEnd, stoppedBeforeAnswer } from '../ai-generations/generation-ends.js';
import type { TGenerationRegistry } from '../ai-generations/generation-registry.js';
import { chatKey } from '../ai-generations/generations.js';
import { countTokens } from './token-counter.js';

const CAPABILITY = 'chatbots_tokens';
type TAsk = { content: string } | { regenerate: true };

interface TAccepted {
  chat: TChatRow;
  target: TAiTarget;
  stream: TChatStream;
  /** None in an admin's "try it" chat, which spends nothing. */
  reservation: TReservation | null;
  promptTokens: number;
  generation: Generation;
}

/**
 * Answers in a chat: refuses what it must before anything is spent or written (404, 409, 402,
 * 503, the provider's own refusal), then reserves the prompt plus the output cap, streams, and
 * settles exactly what the provider reports (or the tokenizer counts). The answer runs to its
 * end whoever listens; Stop aborts the upstream request. Stopped before a word, nothing is
 * charged (before the provider accepted, the send is undone).
 */
export class ChatGenerator {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly env: TEnv,
    private readonly provider: TAiProvider,
    private readonly settings: { target(capability: 'chat'): TAiTarget | undefined },
    private readonly balances: BalanceService,
    private readonly chats: ChatService,
    private readonly generations: TGenerationRegistry,
  ) {}

  /** Starts an answer; resolves once the provider accepted it, with the generation to follow. */
  async start(userId: number, chatId: number, ask: TAsk): Promise<Generation> {
    const target = this.settings.target('chat');
    if (target === undefined) throw notConfigured('chat');
    const chat = await this.chats.findOwned(userId, chatId);
    const generation = await this.generations.start(chatKey(chat.id), userId);
    if (!generation)
      throw new HttpError(409, 'An answer is already being written in this chat. Wait for it or stop it.');
    try {
      const accepted = await this.#accept(userId, chat, target, ask, generation);
      void this.#run(accepted);
      return generation;
    } catch (error) {
      // Refused (or stopped) before a byte: the generation ends here, so whoever waits on it goes on.
      this.generations.finish(generation, refusalEnd(error));
      throw error;
    }
  }

  /** Stops the chat's running answer; the part written so far is saved as stopped. */
  async stop(userId: number, chatId: number): Promise<void> {
    const chat = await this.chats.findOwned(userId, chatId);
    if (!(await this.generations.stop(chatKey(chat.id))))
      throw new HttpError(409, 'No answer is being written in this chat.');
  }

  /**
   * Re-attaches a listener to the chat's running answer (after a reload): the text so far,
   * then the rest, or the end at once if it has just ended. 404 when none runs, 429 past the
   * streams allowed. Returns the listener's removal.
   */
  async attach(userId: number, chatId: number, listener: TGenerationListener): Promise<() => void> {
    const chat = await this.chats.findOwned(userId, chatId);
    const detach = await this.generations.attach(chatKey(chat.id), listener);
    if (!detach) throw notFound('No answer is being written in this chat.');
    return detach;
  }

  async #accept(
    userId: number,
    chat: TChatRow,
    target: TAiTarget,
    ask: TAsk,
    generation: Generation,
  ): Promise<TAccepted> {
    const [assistant, messages] = await Promise.all([
      this.repos.assistants.findById(chat.assistant_id),
      this.repos.chats.findMessages(chat.id),
    ]);
    const replaced = 'regenerate' in ask ? lastAnswer(messages) : undefined;
    const history = replaced ? messages.slice(0, -1) : [...messages];
    if ('content' in ask) history.push(draftMessage(chat.id, ask.content));
    if (history.at(-1)?.role !== 'user') throw new HttpError(409, 'There is no answer to regenerate yet.');
    const { turns, promptTokens } = await buildChatContext(
      assistant!.system_prompt,
      history,
      this.env.AI_CHAT_CONTEXT_TOKENS,
    );
    const free = chat.admin_test ? await this.#adminTest(userId) : false;
    const balance = free ? Infinity : await this.balances.amount(userId, CAPABILITY);
    if (balance <= promptTokens) throw new InsufficientBalanceError(CAPABILITY, promptTokens + 1);
    const cap = Math.min(this.env.AI_MAX_OUTPUT_TOKENS, balance - promptTokens);
    if (generation.stopped) throw stoppedBeforeAnswer();
    // One commit before the answer streams: the hold on the balance with the question.
    const hold = this.db.transaction().execute(async (trx) => {
      const reservation = free
        ? null
        : await this.balances.reserve(userId, CAPABILITY, promptTokens + cap, `chat:${chat.id}`, trx);
      if (replaced) await this.repos.chats.deleteMessage(replaced.id, trx);
      if (!('content' in ask)) return { reservation, question: undefined };
      const { id: _draft, ...draft } = draftMessage(chat.id, ask.content);
      const question = await this.repos.chats.createMessage({ ...draft, created_at: nowIso() }, trx);
      if (messages.length === 0)
        await this.repos.chats.update(chat.id, { title: titleFrom(ask.content) }, trx);
      return { reservation, question };
    });
    const request = () =>
      this.provider.streamChat(target, {
        messages: turns,
        maxOutputTokens: cap,
        signal: generation.controller.signal,
      });
    // With no other answer of this user running here, nothing else can take the balance just
    // read: the provider is asked while the hold commits, which then hides behind the model's
    // first token. Otherwise (parallel sends) only once the hold is certain, so a send that
    // turns out to be a 402 never reaches the provider.
    const early = this.generations.countFor(userId) === 1 ? request() : undefined;
    early?.catch(() => undefined);
    let asked: Awaited<typeof hold>;
    try {
      asked = await hold;
    } catch (error) {
      generation.controller.abort();
      await early?.catch(() => undefined);
      throw error;
    }
    try {
      const stream = await (early ?? request());
      return { chat, target, stream, reservation: asked.reservation, promptTokens, generation };
    } catch (error) {
      // Refused before a word: as if never sent, the question, the hold and any replaced answer undone.
      await this.db.transaction().execute(async (trx) => {
        if (asked.reservation) await this.balances.release(asked.reservation.id, trx);
        if (asked.question) await this.repos.chats.deleteMessage(asked.question.id, trx);
        if (asked.question && messages.length === 0)
          await this.repos.chats.update(chat.id, { title: chat.title }, trx);
        if (replaced) await this.repos.chats.restoreMessage(replaced, trx);
      });
      throw generation.stopped ? stoppedBeforeAnswer() : providerFailure(error);
    }
  }

  async #run({ chat, target, stream, reservation, promptTokens, generation }: TAccepted): Promise<void> {
    let status: TChatMessageStatus = 'complete';
    let failure: string | undefined;
    try {
      for await (const piece of stream.pieces) generation.push(piece);
    } catch {
      if (generation.controller.signal.aborted) status = 'stopped';
      else {
        status = 'failed';
        failure = 'The AI provider stopped answering before the end. What arrived is saved.';
      }
    }
    // The SDK ends an aborted stream quietly as often as it throws.
    if (generation.controller.signal.aborted) status = 'stopped';
    try {
      if (status === 'stopped' && generation.text === '') {
        // Stopped before a word: no empty answer is kept and nothing is charged.
        if (reservation) await this.balances.release(reservation.id);
        const detail = ANSWER_STREAM_WORDS.chatStoppedBeforeAnswer;
        return this.generations.finish(generation, { event: 'error', data: { detail } });
      }
      // Nothing produced before a failure: nothing charged (the reservation is released).
      const charged = !(status === 'failed' && generation.text === '');
      const usage = !charged
        ? { prompt_tokens: 0, completion_tokens: 0 }
        : (stream.usage() ?? {
            prompt_tokens: promptTokens,
            completion_tokens: await countTokens(generation.text),
          });
      // One commit after the answer: the answer, what it cost and the chat's activity.
      const { message, balance } = await this.db.transaction().execute(async (trx) => {
        const saved = await this.repos.chats.createMessage(
          {
            chat_id: chat.id,
            role: 'assistant',
            content: generation.text,
            status,
            prompt_tokens: usage.prompt_tokens,
            completion_tokens: usage.completion_tokens,
            created_at: nowIso(),
          },
          trx,
        );
        // An admin's test chat has no reservation: the usage is on the message, nothing is spent.
        if (reservation && !charged) await this.balances.release(reservation.id, trx);
        else if (reservation)
          await this.balances.settle(
            reservation.id,
            usage.prompt_tokens + usage.completion_tokens,
            `chat-message:${saved.id}`,
            trx,
          );
        await this.repos.chats.update(chat.id, { model: target.model, updated_at: saved.created_at }, trx);
        return { message: saved, balance: await this.balances.amount(chat.user_id, CAPABILITY, trx) };
      });
      if (failure) this.generations.finish(generation, { event: 'error', data: { detail: failure } });
      else
        this.generations.finish(generation, {
          event: 'done',
          data: {
            message: toChatMessage(message),
            usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
            balance,
          },
        });
    } catch {
      // The database failed while saving: the held reservation is released by the stale sweep.
      this.generations.finish(generation, {
        event: 'error',
        data: { detail: 'The answer could not be saved.' },
      });
    }
  }

  /** A "try it" chat answers for free only while its owner is still an admin. */
  async #adminTest(userId: number): Promise<true> {
    const user = await this.repos.users.findById(userId);
    if (user?.role !== 'admin')
      throw new HttpError(403, 'This is an admin test chat; only admins can use it.');
    return true;
  }
}
