import { Clock, MessageCircle } from 'lucide-react';
import { discussions, discussionsIntro } from '@content/community';
import { rowsPanelClasses, tagClasses } from '../kit/classes';
import { FactLine, IconText } from '../kit/IconText';
import { TitledSection } from '../kit/TitledSection';
import { Avatar } from './Avatar';

/** SPEC §3 Discussion: title, author, replies, time, category and avatar. */
export function Discussions() {
  return (
    <TitledSection id="discussions" heading={discussionsIntro}>
      <ul className={`mt-6 ${rowsPanelClasses}`} data-testid="discussions">
        {discussions.map((discussion) => (
          <li key={discussion.id} className="flex gap-4 p-5" data-testid="discussion">
            <Avatar initials={discussion.avatar} />
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold text-slate-900 dark:text-white">{discussion.title}</h3>
              <FactLine className="mt-2">
                <span className="font-medium text-slate-700 dark:text-slate-300">
                  {discussion.author}
                </span>
                <span className={tagClasses}>{discussion.category}</span>
                <IconText icon={MessageCircle}>{discussion.replies} replies</IconText>
                <IconText icon={Clock}>{discussion.time}</IconText>
              </FactLine>
            </div>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
