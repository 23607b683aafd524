import { leadBulkSchema, leadListQuerySchema, leadNoteSchema, leadUpdateSchema } from './index';
import { fieldErrorsOf as errorsOf } from './test-fixtures';

const ID = '0b6f2a1e-6f7e-4a53-9c1b-2f4a5e6d7c8b';

describe('leadUpdateSchema', () => {
  it('takes any of status, owner and follow-up day, null clearing the owner or the day', () => {
    expect(leadUpdateSchema.validateSync({ ownerId: null, followUpOn: null })).toEqual({ ownerId: null, followUpOn: null });
    expect(leadUpdateSchema.validateSync({ status: 'contacted', ownerId: ID, followUpOn: '2099-12-24' })).toEqual({
      status: 'contacted',
      ownerId: ID,
      followUpOn: '2099-12-24',
    });
  });

  it('refuses a change of nothing, an unknown status, an owner that is no id and a day that is no day', () => {
    expect(() => leadUpdateSchema.validateSync({})).toThrow('Send at least one of status, lostReason, ownerId, followUpOn or legalHold.');
    expect(
      errorsOf(() => leadUpdateSchema.validateSync({ status: 'Lost!', ownerId: 'asha', followUpOn: '2099-02-30' }, { abortEarly: false })),
    ).toEqual({
      status: 'Unknown status.',
      ownerId: 'Choose an admin whose account is active.',
      followUpOn: 'Follow-up must be a real date.',
    });
    expect(errorsOf(() => leadUpdateSchema.validateSync({ followUpOn: '24/12/2099' }))).toEqual({
      followUpOn: 'Follow-up must be a date (YYYY-MM-DD).',
    });
  });
});

describe('leadNoteSchema', () => {
  it('trims a note and bounds it to 1..5000 characters', () => {
    expect(leadNoteSchema.validateSync({ body: '  Call after 6 pm.\n' })).toEqual({ body: 'Call after 6 pm.' });
    expect(errorsOf(() => leadNoteSchema.validateSync({ body: ' \n ' }))).toEqual({ body: 'Note is required.' });
    expect(leadNoteSchema.validateSync({ body: 'x'.repeat(5000) }).body).toHaveLength(5000);
    expect(errorsOf(() => leadNoteSchema.validateSync({ body: 'x'.repeat(5001) }))).toEqual({
      body: 'Note must be at most 5000 characters.',
    });
  });
});

describe('leadBulkSchema', () => {
  it('takes 1 to 500 lead ids with a status or an owner', () => {
    const ids = Array.from({ length: 500 }, () => ID);
    expect(leadBulkSchema.validateSync({ ids, status: 'closed' }).ids).toHaveLength(500);
    expect(leadBulkSchema.validateSync({ ids: [ID], ownerId: null })).toEqual({ ids: [ID], ownerId: null });
    expect(() => leadBulkSchema.validateSync({ ids: [...ids, ID], status: 'closed' })).toThrow('Select at most 500 leads at a time.');
    expect(() => leadBulkSchema.validateSync({ ids: [], status: 'closed' })).toThrow('Select at least one lead.');
    expect(() => leadBulkSchema.validateSync({ ids: [ID] })).toThrow('Choose a status or an owner to set.');
    expect(() => leadBulkSchema.validateSync({ ids: ['x'], status: 'closed' })).toThrow('A selected lead id is not valid.');
  });
});

describe('leadListQuerySchema owner and follow-up filters', () => {
  it("takes 'unassigned' or an admin's id as owner, and 'due' as follow-up", () => {
    expect(leadListQuerySchema.validateSync({ owner: 'unassigned', followUp: 'due' })).toMatchObject({
      owner: 'unassigned',
      followUp: 'due',
    });
    expect(leadListQuerySchema.validateSync({ owner: ID, followUp: '' })).toMatchObject({ owner: ID });
    expect(errorsOf(() => leadListQuerySchema.validateSync({ owner: 'asha', followUp: 'overdue' }, { abortEarly: false }))).toEqual({
      owner: 'Owner must be "unassigned" or an admin\'s id.',
      followUp: 'Follow-up must be "due" or empty.',
    });
  });
});
