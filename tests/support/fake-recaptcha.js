// A stand-in for Google's reCAPTCHA api.js (Google cannot be reached from the
// test machine): served by tests/e2e/defense.spec.ts in its place. Like the
// real one, render() puts a g-recaptcha-response field in the container,
// execute() answers through the widget's callback with a new token each
// time, reset() empties the field; the script calls its ?onload= callback.
(() => {
  let issued = 0;
  const widgets = [];
  window.grecaptcha = {
    render(container, options) {
      const field = document.createElement('textarea');
      field.name = 'g-recaptcha-response';
      field.hidden = true;
      container.append(field);
      widgets.push({ field, options });
      return widgets.length - 1;
    },
    execute(id) {
      const widget = widgets[id];
      setTimeout(() => {
        issued += 1;
        widget.field.value = `test-token-${issued}`;
        widget.options.callback(widget.field.value);
      }, 50);
    },
    reset(id) {
      widgets[id].field.value = '';
    },
  };
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload) window[onload]();
})();
