import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../core/events/catalog.ts';
import { NOTIFICATION_GROUPS } from '../../core/notifications/channels.ts';
import { NO_NOTIFICATION } from './plan.ts';
import { createNotificationPlans } from './plans.ts';

const plans = createNotificationPlans({
  appUrl: 'https://ajarin.test',
  gopayNumber: '081234567890',
  secretKey: Buffer.alloc(32),
  requestMaxTutors: 10,
});

describe('notification plans', () => {
  it('has exactly one entry per catalog event', () => {
    expect(Object.keys(plans).sort()).toEqual([...EVENT_TYPES].sort());
  });

  it.each(EVENT_TYPES)('%s has a plan or says explicitly that nobody is told', (type) => {
    const plan = plans[type];
    if (plan === NO_NOTIFICATION) return;
    expect(NOTIFICATION_GROUPS).toContain(plan.group);
    expect(typeof plan.recipients).toBe('function');
    expect(typeof plan.content).toBe('function');
  });

  it('keeps account mail in the account group, which preferences cannot switch off', () => {
    for (const type of EVENT_TYPES.filter((name) => name.startsWith('account.'))) {
      const plan = plans[type];
      expect(plan === NO_NOTIFICATION ? 'none' : plan.group).toBe('account');
    }
  });

  it('tells someone of every learning-request step, in the requests group users can switch off', () => {
    for (const type of EVENT_TYPES.filter((name) => name.startsWith('request.') && name !== 'request.tutor_chosen')) {
      const plan = plans[type];
      expect(plan === NO_NOTIFICATION ? 'none' : plan.group, type).toBe('requests');
    }
  });

  it('sends the payment instructions of a chosen tutor with the transaction messages, so muting request news never hides how to pay', () => {
    const plan = plans['request.tutor_chosen'];
    expect(plan === NO_NOTIFICATION ? 'none' : plan.group).toBe('transactions');
  });

  it('tells the tutor of a class done in the payouts group, and the admins of refunds and new feedback in the admin group', () => {
    const group = (type: (typeof EVENT_TYPES)[number]) => {
      const plan = plans[type];
      return plan === NO_NOTIFICATION ? 'none' : plan.group;
    };
    expect(group('class.done')).toBe('payouts');
    expect(group('feedback.created')).toBe('admin');
    for (const type of ['transaction.cancelled', 'refund.requested', 'refund.completed'] as const)
      expect(group(type), type).toBe('transactions');
    const refund = plans['refund.requested'];
    expect(refund !== NO_NOTIFICATION && typeof refund.adminTask).toBe('function');
  });
});
