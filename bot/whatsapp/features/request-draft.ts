import type { Actor } from '../../../core/accounts/actor.ts';
import { SUBJECTS, type Subject } from '../../../core/catalog/subjects.ts';
import { draftSummary, REQUEST_DRAFT_TEXTS as T } from '../../../core/chat/request-draft-texts.ts';
import {
  answerStep,
  draftToRequest,
  finishSubjects,
  searchSubjects,
  startDraft,
  type RequestDraft,
} from '../../../core/requests/request-draft.ts';
import { parseCustomerCommand } from '../../../core/whatsapp/customer-keywords.ts';
import { parseCommand } from '../../../core/whatsapp/keywords.ts';
import { createRequest } from '../../../services/requests/create-request.ts';
import type { RequestDeps } from '../../../services/requests/request-record.ts';
import { requestProfile } from '../../../services/requests/request-profile.ts';
import type { RequestDrafts } from '../../request-drafts.ts';
import { say, type Answer, type WhatsAppFeature } from '../context.ts';

// MINTA (docs/product.md#customers-in-the-chat): the WhatsApp twin of /minta. Subjects are picked
// by their numbers in the list (typing a word searches it), the other answers are typed, YA sends
// and BATAL leaves. While a draft is open, a reply that is no keyword is its next answer.

export type RequestDraftDeps = RequestDeps & { drafts: RequestDrafts };

const numbered = (subjects: readonly Subject[]) => subjects.map((subject) => `${SUBJECTS.indexOf(subject) + 1}. ${subject}`);

function questionOf(draft: RequestDraft): string {
  switch (draft.step) {
    case 'subjects':
      return [T.subjectsWhatsApp, T.howToLeaveWhatsApp, '', ...numbered(SUBJECTS)].join('\n');
    case 'students':
      return T.students;
    case 'hours':
      return T.hours;
    case 'notes':
      return T.notesWhatsApp;
    case 'phone':
      return T.phone;
    case 'confirm':
      return [...draftSummary(draft), '', T.confirmWhatsApp].join('\n');
  }
}

/** '8, 12' or '8 12': the subjects by their numbers; null when the reply is not such a list. */
function subjectsByNumber(reply: string): Subject[] | null {
  const parts = reply.split(/[\s,;]+/).filter(Boolean);
  if (parts.length === 0 || !parts.every((part) => /^\d{1,2}$/.test(part))) return null;
  const picked = parts.map((part) => SUBJECTS[Number(part) - 1]);
  return picked.every((subject) => subject !== undefined) ? [...new Set(picked)] : [];
}

export function requestDraftFeature(deps: RequestDraftDeps): WhatsAppFeature {
  async function step(customer: Actor, draft: RequestDraft, reply: string): Promise<Answer> {
    const keyword = parseCustomerCommand(reply)?.kind;
    if (draft.step === 'confirm' && keyword === 'yes') {
      const checked = draftToRequest(draft);
      if ('error' in checked) return say(`${checked.error}\n\n${questionOf(draft)}`);
      // Dropped first: a second YA finds no draft and cannot post the request twice.
      if (!(await deps.drafts.drop('whatsapp', customer.id))) return say(T.expiredWhatsApp);
      await createRequest(deps, customer, checked.request);
      return say(T.created);
    }
    if (draft.step === 'subjects') {
      const picked = subjectsByNumber(reply);
      if (picked === null) {
        const found = searchSubjects(reply);
        return say(found.length ? [T.searchResults(reply.trim()), ...numbered(found)].join('\n') : T.searchNone(reply.trim()));
      }
      return advance(customer, draft, finishSubjects({ ...draft, subjects: picked }));
    }
    if (draft.step === 'confirm') return say(questionOf(draft));
    return advance(customer, draft, answerStep(draft, reply));
  }

  async function advance(customer: Actor, draft: RequestDraft, result: { draft: RequestDraft } | { error: string }): Promise<Answer> {
    if ('error' in result) return say(`${result.error}\n\n${questionOf(draft)}`);
    await deps.drafts.save('whatsapp', customer.id, result.draft);
    const chosen = draft.step === 'subjects' ? `${T.chosenSubjects(result.draft.subjects)}\n\n` : '';
    return say(`${chosen}${questionOf(result.draft)}`);
  }

  return async (ctx) => {
    if (ctx.message.media || !ctx.linked) return null;
    const reply = ctx.message.text;
    const keyword = parseCustomerCommand(reply)?.kind;
    if (keyword === 'draft') {
      if (ctx.linked.role !== 'customer') return say(T.customersOnly);
      const customer: Actor = { id: ctx.linked.userId, role: 'customer' };
      const draft = startDraft(await requestProfile(deps, customer));
      await deps.drafts.save('whatsapp', customer.id, draft);
      return say(questionOf(draft));
    }
    if (ctx.linked.role !== 'customer') return null;
    const customer: Actor = { id: ctx.linked.userId, role: 'customer' };
    const draft = await deps.drafts.load('whatsapp', customer.id);
    if (!draft) return null;
    if (keyword === 'cancel') {
      await deps.drafts.drop('whatsapp', customer.id);
      return say(T.left);
    }
    // Another keyword (TRANSAKSI, BERHENTI…) is that keyword, not an answer; YA only answers the confirmation.
    if ((keyword && keyword !== 'yes') || parseCommand(reply).kind !== 'unknown') return null;
    return step(customer, draft, reply);
  };
}
