// The studio's page-wide styles (emotion, as the app styles itself): the base type, the phone
// stage of the preview and the file-based editor's layout.
import { css, Global } from '@emotion/react';
import { color, mono, radius } from './tokens';

const global = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  body {
    margin: 0;
    font:
      14px/1.45 system-ui,
      -apple-system,
      'Segoe UI',
      sans-serif;
    color: ${color.text};
    background: ${color.page};
  }
  h1,
  h2,
  h3 {
    margin: 0;
    line-height: 1.25;
  }
  code {
    font-family: ${mono};
    font-size: 0.92em;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
  }
  fieldset {
    min-width: 0;
  }
  .editor {
    height: 60vh;
    min-height: 320px;
    border: 1px solid ${color.line};
    border-radius: ${radius}px;
    background: ${color.panel};
    overflow: hidden;
  }
  .editor .cm-editor {
    height: 100%;
  }
  .editor .cm-editor.cm-focused {
    outline: 2px solid ${color.accent};
    outline-offset: -2px;
  }
  .notice,
  .status {
    min-height: 1.4em;
    margin: 8px 0;
    color: ${color.muted};
  }
  .preview {
    max-width: 460px;
  }
  .phone-stage {
    position: relative;
    box-sizing: content-box;
    padding: 10px;
    margin: 4px auto 0;
    background: #1d2127;
    border-radius: 26px;
    box-shadow: 0 10px 30px rgb(15 23 42 / 18%);
  }
  .phone,
  .phone-next {
    display: block;
    height: clamp(480px, calc(100vh - 250px), 740px);
    border: 0;
    border-radius: 16px;
    background: #fff;
  }
  .phone-next {
    position: absolute;
    top: 10px;
    left: 10px;
    visibility: hidden;
  }
`;

export function GlobalStyles() {
  return <Global styles={global} />;
}
