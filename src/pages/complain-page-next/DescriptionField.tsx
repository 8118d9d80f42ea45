// The description box with its x/200 counter. Input past 200 characters is ignored, typed or
// pasted: maxLength stops the browser and limitComplaintText guards whatever gets through.
import { useId } from 'react';
import { theme } from '../../../renderers/theme';
import { t } from '../../i18n';
import { COMPLAINT_TEXT_MAX, limitComplaintText } from '../../lib/complaint-rules';
import { useComplaintForm } from './form-context';

export function DescriptionField() {
  const { text, setText, textError } = useComplaintForm();
  const id = useId();
  return (
    <div
      css={{ background: theme.surface, borderRadius: theme.radius, padding: 16 }}
      data-node-id="complain-description"
    >
      <label htmlFor={id} css={{ display: 'block', fontWeight: 600, marginBottom: 8 }}>
        {t('complainForm.description')}
      </label>
      <textarea
        id={id}
        value={text}
        maxLength={COMPLAINT_TEXT_MAX}
        rows={6}
        placeholder={t('complainForm.placeholder')}
        aria-invalid={textError ? true : undefined}
        aria-describedby={`${id}-count${textError ? ` ${id}-error` : ''}`}
        onChange={(e) => setText(limitComplaintText(e.target.value))}
        css={{
          width: '100%',
          boxSizing: 'border-box',
          padding: 10,
          borderRadius: 8,
          border: `1px solid ${textError ? theme.danger : theme.border}`,
          font: `15px/1.5 ${theme.font}`,
          color: theme.text,
          resize: 'vertical',
        }}
      />
      <p
        id={`${id}-count`}
        data-testid="complain-counter"
        css={{ margin: '4px 0 0', textAlign: 'right', color: theme.muted, fontSize: 13 }}
      >
        {t('complainForm.counter', { count: text.length })}
      </p>
      {textError && (
        <p id={`${id}-error`} role="alert" css={{ margin: '4px 0 0', color: theme.danger }}>
          {textError}
        </p>
      )}
    </div>
  );
}
