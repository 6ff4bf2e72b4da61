export { ConsoleField, consoleInput } from './console-field';
export { ConsoleForm, FORM_GRID } from './console-form';
export {
  GroupMessage,
  HtmlTextField,
  MoneyField,
  NumberField,
  SecretField,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
  UrlField,
} from './fields';
export { operatorMessage, type FieldKind } from './operator-messages';
export { SaveBar } from './save-bar';
export { GENERAL_ERROR } from './server-error';
export { useConsoleForm } from './use-console-form';
export { SettingSwitch } from './setting-switch';
export { SearchBox } from './search-box';
export { FilterButtons } from './filter-buttons';
