import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Card, CloseButton, Form, Spinner } from 'react-bootstrap';
import type { components } from '@shared/contract/schema';
import type { ApiErrorShape } from '@/app/api';
import { useToast } from '@/components/ui/toast-provider';
import { CaseFileAccess } from './case-file-access';
import { CaseUploadsList } from './case-uploads-list';
import { useUpdateBookingStatusMutation } from './inbox-api';
import { downloadCaseFile } from './inbox-downloads';
import { BOOKING_STATUSES, formatDateTime, formatDay, formatFileSize, statusLabel } from './inbox-format';
import { MailDeliveries } from './mail-deliveries';

type Booking = components['schemas']['Booking'];
type BookingStatus = components['schemas']['BookingStatus'];

export const BOOKING_STATUS_SAVED = 'Booking status updated successfully';
/** A booking whose visitor gave no explicit consent to process health data (ADR 0043). */
export const NO_HEALTH_CONSENT = 'No health data consent';

interface BookingDetailsProps {
  booking: Booking;
  onUpdated: (booking: Booking) => void;
  onClose: () => void;
}

/**
 * Every field of one booking, its case files (the uploaded ones, and the older single one to download), who opened
 * them, its emails and its status (saved on change).
 */
export function BookingDetails({ booking, onUpdated, onClose }: BookingDetailsProps) {
  const toast = useToast();
  const [updateStatus, { isLoading: saving, originalArgs }] = useUpdateBookingStatusMutation();
  const [downloading, setDownloading] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening the details of a booking moves the focus to them (a screen reader reads their title next).
  useEffect(() => heading.current?.focus(), [booking._id]);

  const changeStatus = async (status: BookingStatus) => {
    try {
      onUpdated(await updateStatus({ id: booking._id, status }).unwrap());
      toast(BOOKING_STATUS_SAVED);
    } catch (e) {
      toast((e as ApiErrorShape).message || 'Failed to update booking status', { variant: 'danger' });
    }
  };

  const download = async (originalName: string) => {
    setDownloading(true);
    try {
      await downloadCaseFile(booking._id, originalName);
    } catch (e) {
      toast((e as Error).message || 'Failed to download case file', { variant: 'danger' });
    } finally {
      setDownloading(false);
    }
  };

  const rows: [string, ReactNode][] = [
    ['Name', booking.name],
    ['Email', <a href={`mailto:${booking.email}`}>{booking.email}</a>],
    ['Phone', <a href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}>{booking.phone}</a>],
    ['Subject', booking.subject],
    ['Date', formatDay(booking.date)],
    ['Time', booking.time],
    [
      'Message',
      booking.message ? (
        <span className="text-break" style={{ whiteSpace: 'pre-line' }}>
          {booking.message}
        </span>
      ) : (
        <span className="text-secondary">No message</span>
      ),
    ],
    ['Received', formatDateTime(booking.createdAt)],
    ['Last updated', formatDateTime(booking.updatedAt) || '—'],
    [
      'Case file',
      booking.caseFile ? (
        `${booking.caseFile.originalName} (${formatFileSize(booking.caseFile.fileSize)})`
      ) : (
        <span className="text-secondary">No case file</span>
      ),
    ],
    [
      'Health data consent',
      booking.healthDataConsent ? (
        `version ${booking.healthDataConsent.version}, ${formatDateTime(booking.healthDataConsent.givenAt)}`
      ) : (
        <span className="text-secondary">{NO_HEALTH_CONSENT}</span>
      ),
    ],
  ];

  const selectId = `booking-status-${booking._id}`;
  return (
    <Card as="section" aria-labelledby="booking-details-title" className="h-100">
      <Card.Header className="d-flex align-items-center justify-content-between">
        <h2 id="booking-details-title" ref={heading} tabIndex={-1} className="h6 mb-0">
          Booking details
        </h2>
        <CloseButton aria-label="Close booking details" onClick={onClose} />
      </Card.Header>
      <Card.Body>
        <dl className="row mb-3 small">
          {rows.map(([term, value]) => (
            <div key={term} className="col-12 d-flex flex-column flex-sm-row mb-2">
              <dt className="col-sm-4 fw-semibold">{term}</dt>
              <dd className="col-sm-8 mb-0">{value}</dd>
            </div>
          ))}
        </dl>
        <CaseUploadsList uploads={booking.caseUploads} ownerId={booking._id} className="mb-3" />
        {/* Only the uploaded case files are counted (a view is a read of their summaries, a download one of theirs). */}
        {!!booking.caseUploads?.length && <CaseFileAccess bookingId={booking._id} className="mb-3" />}
        <MailDeliveries deliveries={booking.mailDeliveries} ownerId={booking._id} headingLevel={3} className="mb-3" />
        <Form.Group controlId={selectId} className="mb-3">
          <Form.Label className="fw-semibold d-flex align-items-center gap-2">
            Status {saving && <Spinner animation="border" size="sm" role="status" aria-label="Saving status" />}
          </Form.Label>
          <Form.Select
            value={saving && originalArgs ? originalArgs.status : booking.status}
            disabled={saving}
            onChange={(e) => changeStatus(e.target.value as BookingStatus)}
          >
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {booking.caseFile && (
          <Button variant="outline-primary" disabled={downloading} onClick={() => download(booking.caseFile!.originalName)}>
            {downloading ? 'Downloading...' : 'Download case file'}
          </Button>
        )}
      </Card.Body>
    </Card>
  );
}
