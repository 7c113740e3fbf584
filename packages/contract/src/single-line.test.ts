import { describe, expect, it } from 'vitest';
import { profilePatchSchema } from './accounts';
import { appointmentRequestSchema, publicAppointmentRequestSchema } from './appointments';
import { registrationRequestSchema } from './auth';
import { isSingleLine } from './single-line';

const INJECTED = 'Dr X\r\nATTENDEE;CN=x:mailto:victim@example.test';

describe('single-line names and titles', () => {
  it('refuses C0 controls, DEL and C1 controls, and keeps any printable text', () => {
    for (const c of ['\r', '\n', '\t', '\u0000', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(isSingleLine(`Ana${c}Maria`), JSON.stringify(c)).toBe(false);
    }
    expect(isSingleLine("Ana-Maria O'Neil, Дарья; José Ștefan")).toBe(true);
  });

  it('puts the field error on every schema where users type a name', () => {
    const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
      r.error?.issues.map((i) => i.path.join('.'));
    expect(issues(profilePatchSchema.safeParse({ name: INJECTED }))).toEqual(['name']);
    expect(issues(publicAppointmentRequestSchema.safeParse({ client_name: INJECTED }))).toContain(
      'client_name',
    );
    expect(issues(appointmentRequestSchema.safeParse({ client_name: INJECTED }))).toContain(
      'client_name',
    );
    const names = issues(
      registrationRequestSchema.safeParse({
        first_name: INJECTED,
        last_name: 'Po\u0085pa',
        'profile.name': 'A\tB',
      }),
    );
    expect(names).toEqual(expect.arrayContaining(['first_name', 'last_name', 'profile.name']));
  });
});
