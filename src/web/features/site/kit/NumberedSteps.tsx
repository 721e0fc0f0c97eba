import { Card, CardText, CardTitle } from './Card';
import { NumberBadge } from './NumberBadge';

/** Steps of a process as numbered cards, four to a row on wide screens. */
export function NumberedSteps({
  steps,
}: {
  steps: readonly { title: string; description: string }[];
}) {
  return (
    <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <Card key={step.title}>
          <NumberBadge n={index + 1} look="step" />
          <CardTitle>{step.title}</CardTitle>
          <CardText>{step.description}</CardText>
        </Card>
      ))}
    </ol>
  );
}
