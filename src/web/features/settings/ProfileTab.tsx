import { User } from 'lucide-react';
import type { Ref } from 'react';
import { PROFILE_LIMITS } from '@domain/account';
import type { Profile } from '@domain/profile';
import { useT } from '@web/i18n/translate';
import { DangerZone } from './DangerZone';
import { Section, TextAreaField, TextField } from './fields';
import { PasswordSection } from './PasswordSection';

export type ProfileErrors = Partial<Record<keyof Profile, string>>;

export function ProfileTab({
  profile,
  email,
  errors,
  onChange,
  nameRef,
}: {
  profile: Profile;
  email: string;
  /** What is wrong with each field after a save was tried. */
  errors: ProfileErrors;
  onChange: (profile: Profile, changed: keyof Profile) => void;
  nameRef: Ref<HTMLInputElement>;
}) {
  const t = useT();
  /** What a profile field's control takes from the field's key. */
  const bind = (field: keyof Profile) => ({
    name: field,
    value: profile[field],
    error: errors[field] && t(errors[field]),
    onChange: (value: string) => onChange({ ...profile, [field]: value }, field),
  });
  return (
    <div className="space-y-6">
      <Section
        title={t('Profile information')}
        description={t('How you appear on CodeNest.')}
        icon={<User className="size-5" />}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('Name')}
            {...bind('name')}
            autoComplete="name"
            maxLength={PROFILE_LIMITS.name}
            inputRef={nameRef}
          />
          <TextField
            label={t('Email')}
            name="email"
            type="email"
            value={email}
            disabled
            help={t('Email cannot be changed from this page')}
          />
          <div className="sm:col-span-2">
            <TextAreaField
              label={t('Bio')}
              {...bind('bio')}
              limit={PROFILE_LIMITS.bio}
              placeholder={t('A few words about you and what you want to build.')}
            />
          </div>
          <TextField
            label={t('Location')}
            {...bind('location')}
            autoComplete="address-level2"
            maxLength={PROFILE_LIMITS.location}
            placeholder={t('City, Country')}
          />
          <TextField
            label={t('Website')}
            {...bind('website')}
            type="url"
            autoComplete="url"
            maxLength={PROFILE_LIMITS.website}
            placeholder="https://example.com"
          />
        </div>
      </Section>
      <PasswordSection />
      <DangerZone />
    </div>
  );
}
