import { randomBytes } from 'node:crypto';
import { type Certificate, CERTIFICATE_ID, CERTIFICATE_NOT_FOUND, CERTIFICATE_PLAN_INCOMPLETE, type CertificateVerification, ErrorCode } from '@learnstack/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { AppEvents } from '../../events/events.ts';
import { AppError } from '../../http/errors.ts';
import type { ProgressService } from '../progress/progress.service.ts';
import { renderCertificatePng } from './certificate-image.ts';
import { certificatesQueries } from './certificates.queries.ts';
import { certificatesRepository } from './certificates.repository.ts';

/** 128 random bits: nobody walks the public verification addresses. */
export const newCertificateId = (): string => randomBytes(16).toString('base64url');

/** 404 whose `error` is the text itself (the web shows `error`). */
const certificateNotFound = () => new AppError(404, ErrorCode.NOT_FOUND, CERTIFICATE_NOT_FOUND, {}, CERTIFICATE_NOT_FOUND);

type Listed = Awaited<ReturnType<typeof certificatesQueries.list>>[number];

const view = (row: Listed): Certificate => ({
  certificateId: row.id,
  planId: row.planId,
  planName: row.planName,
  studentName: row.studentName || 'Learner',
  courseDuration: row.courseDurationSeconds,
  completionDate: row.completedAt.toISOString(),
});

/**
 * Completion certificates (decision 0025): made from database facts only, in the transaction of the
 * progress write that completes the plan (PlanCompleted), or on request for a plan completed before.
 * Names a client sends are never read.
 */
export class CertificatesService {
  constructor(
    private readonly db: Db,
    private readonly events: EventBus,
    private readonly progress: ProgressService,
    private readonly publicUrl: string,
  ) {}

  verifyUrl(certificateId: string): string {
    return `${this.publicUrl.replace(/\/+$/, '')}/certificates/${certificateId}`;
  }

  /** In-transaction subscriber of PlanCompleted: the plan's certificate, once per user and plan. */
  async onPlanCompleted(event: AppEvents['PlanCompleted'], tx: Tx): Promise<void> {
    const facts = await certificatesQueries.planFacts(tx, event.userId, event.plan.id);
    if (!facts) return;
    await certificatesRepository.insertOnce(tx, {
      id: newCertificateId(),
      userId: event.userId,
      planId: event.plan.id,
      planName: facts.title,
      courseDurationSeconds: facts.durationSeconds,
      completedAt: event.at,
    });
  }

  async list(userId: number): Promise<Certificate[]> {
    return (await certificatesQueries.list(this.db, userId)).map(view);
  }

  /** The certificate of a plan the caller may see and has completed; the same id on every call. */
  async generate(userId: number, planId: number): Promise<{ certificateId: string }> {
    const completion = await this.progress.planCompletion(userId, planId);
    if (!completion.isCompleted) throw new AppError(409, ErrorCode.CONFLICT, CERTIFICATE_PLAN_INCOMPLETE, { progress: completion.progress });
    return this.events.transaction(async ({ tx, emit, now }) => {
      const existing = await certificatesRepository.findForPlan(tx, userId, planId);
      if (existing) return { certificateId: existing.id };
      const facts = await certificatesQueries.planFacts(tx, userId, planId);
      if (!facts) throw certificateNotFound();
      const { row, created } = await certificatesRepository.insertOnce(tx, {
        id: newCertificateId(),
        userId,
        planId,
        planName: facts.title,
        courseDurationSeconds: facts.durationSeconds,
        completedAt: facts.lastCompletedAt ?? now,
      });
      if (created) await emit('CertificateIssued', { userId, certificateId: row.id, plan: { id: planId, title: facts.title } });
      return { certificateId: row.id };
    });
  }

  /** The PNG of the caller's own certificate; another user's or an unknown id answers like a missing one. */
  async download(userId: number, certificateId: string): Promise<Buffer> {
    const row = CERTIFICATE_ID.test(certificateId) ? await certificatesQueries.byId(this.db, certificateId) : undefined;
    if (!row || row.userId !== userId) throw certificateNotFound();
    return this.render(row);
  }

  /** The PNG of the caller's certificate for a plan, issued first if the plan is complete. */
  async imageForPlan(userId: number, planId: number): Promise<{ certificateId: string; png: Buffer }> {
    const { certificateId } = await this.generate(userId, planId);
    return { certificateId, png: await this.download(userId, certificateId) };
  }

  async delete(userId: number, certificateId: string): Promise<void> {
    if (!CERTIFICATE_ID.test(certificateId) || !(await certificatesRepository.delete(this.db, userId, certificateId))) throw certificateNotFound();
  }

  /** Public: what the certificate certifies, without e-mail or user id; unknown or deleted: 404 with valid false. */
  async verify(certificateId: string): Promise<CertificateVerification> {
    const row = CERTIFICATE_ID.test(certificateId) ? await certificatesQueries.byId(this.db, certificateId) : undefined;
    if (!row) throw new AppError(404, ErrorCode.NOT_FOUND, CERTIFICATE_NOT_FOUND, { valid: false }, CERTIFICATE_NOT_FOUND);
    const { studentName, planName, courseDuration, completionDate } = view(row);
    return { valid: true, certificateId: row.id, studentName, planName, completionDate, courseDuration };
  }

  private render(row: Listed): Promise<Buffer> {
    return renderCertificatePng({
      certificateId: row.id,
      studentName: row.studentName || 'Learner',
      planName: row.planName,
      completionDate: row.completedAt,
      courseDurationSeconds: row.courseDurationSeconds,
      verifyUrl: this.verifyUrl(row.id),
      timeZone: row.timeZone,
    });
  }
}
