import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PRACTICE_ID } from '../../../domain/challenge-rules';
import { useExecuteCode } from '../../components/code/execute-api';
import { runViewOf } from '../../components/code/OutputPanel';
import { usePracticeAllowance } from '../../lib/challenge-allowance';
import {
  clearStoredChallenge,
  writeStoredChallenge,
  type StoredChallenge,
} from '../../lib/challenge-session';
import { ChallengeBrief } from './ChallengeBrief';
import { ChallengeSubmit } from './ChallengeSubmit';
import { challengeOutcome, NOT_YET_SUCCESSFUL, TIME_UP } from './challenge-run';
import { ChallengeWorkspace } from './ChallengeWorkspace';
import type { ChallengeToTake } from './find-challenge';
import { useSubmitChallenge } from './submit-api';
import { useSecondsLeft } from './use-seconds-left';

/** One challenge being taken: its code, runs, timer and submit (SPEC §4). */
export function ChallengeSession({
  challenge,
  taken,
}: {
  challenge: ChallengeToTake;
  taken: StoredChallenge;
}) {
  const navigate = useNavigate();
  const [code, setCode] = useState(taken.code ?? challenge.code);
  const [editedSinceRun, setEditedSinceRun] = useState(false);
  const execution = useExecuteCode();
  const submit = useSubmitChallenge();
  const secondsLeft = useSecondsLeft(taken.deadline);
  const ended = useRef(false);
  // The Free plan's practice challenges a month: past them, Submit says so without the server.
  const allowance = usePracticeAllowance();
  const [limitReached, setLimitReached] = useState(false);

  // Arriving with route state only: keep the challenge for a reload.
  useEffect(() => writeStoredChallenge(taken), [taken]);

  const leave = (message: string) => {
    if (ended.current) return;
    ended.current = true;
    window.alert(message);
    clearStoredChallenge();
    void navigate('/daily-challenge', { replace: true });
  };

  useEffect(() => {
    if (secondsLeft === 0) leave(TIME_UP);
  });

  const view = runViewOf(execution);
  const outcome = challengeOutcome(view, challenge, editedSinceRun);
  const canSubmit = outcome === 'success';

  const changeCode = (next: string) => {
    setCode(next);
    setEditedSinceRun(true);
    writeStoredChallenge({ ...taken, code: next });
  };

  const run = (program: string) => {
    if (execution.isPending) return;
    setEditedSinceRun(false);
    submit.reset();
    setLimitReached(false);
    execution.mutate({ code: program, ...(challenge.stdin ? { stdin: challenge.stdin } : {}) });
  };

  const submitSolution = () => {
    if (submit.isPending) return;
    if (!canSubmit) {
      window.alert(NOT_YET_SUCCESSFUL);
      return;
    }
    if (allowance.blocks(challenge.id)) {
      setLimitReached(true);
      return;
    }
    submit.mutate(
      { challengeId: challenge.id, code },
      {
        onSuccess: (answer) => {
          if (answer.passed) leave(answer.message);
        },
      },
    );
  };

  const submitError = limitReached
    ? allowance.message
    : submit.isError
      ? submit.error.message
      : submit.data && !submit.data.passed
        ? submit.data.message
        : null;

  return (
    // Phones: the brief, the editor, then Submit; wide screens: brief and Submit on the left.
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:grid-rows-[auto_1fr] lg:px-8">
      <div className="min-w-0 lg:col-start-1 lg:row-start-1">
        <ChallengeBrief challenge={challenge} secondsLeft={secondsLeft} />
      </div>
      <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <ChallengeWorkspace
          code={code}
          onCodeChange={changeCode}
          view={view}
          outcome={outcome}
          onRun={run}
        />
      </div>
      <div className="min-w-0 lg:col-start-1 lg:row-start-2">
        <ChallengeSubmit
          canSubmit={canSubmit}
          submitting={submit.isPending}
          error={submitError}
          practiceLeft={PRACTICE_ID.test(challenge.id) ? allowance.left : null}
          onSubmit={submitSolution}
        />
      </div>
    </div>
  );
}
