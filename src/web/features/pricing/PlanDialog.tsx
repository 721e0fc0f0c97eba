import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Modal, ModalText, ModalTitle } from '@web/components/Modal';

const badgeTones = {
  success: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300',
  brand: 'bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300',
} as const;

/**
 * A dialog about the plan a learner chose: an icon, the title and text it is labelled and
 * described by, then its own content. Escape and a click outside call `onClose`.
 */
export function PlanDialog({
  icon: Icon,
  tone,
  title,
  text,
  onClose,
  children,
}: {
  icon: LucideIcon;
  tone: keyof typeof badgeTones;
  title: string;
  text: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Modal labelledBy={titleId} describedBy={textId} onEscape={onClose} onBackdrop={onClose}>
      <span
        aria-hidden="true"
        className={`grid size-12 place-items-center rounded-full ${badgeTones[tone]}`}
      >
        <Icon className="size-6" />
      </span>
      <ModalTitle id={titleId} className="mt-4">
        {title}
      </ModalTitle>
      <ModalText id={textId}>{text}</ModalText>
      {children}
    </Modal>
  );
}
