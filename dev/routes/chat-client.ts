// The script of the development chats, /dev/telegram and /dev/whatsapp, served as app.js beside
// each page (the pages' CSP allows scripts from this origin only). It long-polls the chat (the
// server answers when it changes) and swaps in the server-rendered transcript; typing, pressing a
// button (Telegram) and picking a file call the page's JSON routes, /api/dev/<channel>/chats/<id>.
// Those need a JSON (or file) content type, which a form on another site cannot send without CORS.
export const DEV_CHAT_SCRIPT = String.raw`(function () {
  'use strict';
  var chat = document.body.getAttribute('data-chat');
  var channel = document.body.getAttribute('data-channel');
  var transcript = document.getElementById('transcript');
  var status = document.getElementById('status');
  var form = document.getElementById('composer');
  var last = transcript.innerHTML;
  var version = -1;
  var base = '/api/dev/' + channel + '/chats/' + chat;

  function show(message) { status.textContent = message || ''; }
  function atBottom() { return transcript.scrollHeight - transcript.scrollTop - transcript.clientHeight < 40; }
  function scrollDown() { transcript.scrollTop = transcript.scrollHeight; }

  function render(body) {
    if (!body) return;
    version = body.version;
    if (body.html === last) return;
    var follow = atBottom();
    last = body.html;
    transcript.innerHTML = body.html;
    if (follow) scrollDown();
  }

  function refresh() {
    return fetch(base, { cache: 'no-store' })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(render)
      .catch(function () {});
  }

  function watch() {
    fetch(base + '?version=' + Math.max(version, 0), { cache: 'no-store' })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (body) { render(body); setTimeout(watch, body ? 0 : 2000); })
      .catch(function () { setTimeout(watch, 2000); });
  }

  function post(path, body, type) {
    return fetch(base + path, { method: 'POST', headers: { 'content-type': type || 'application/json' }, body: body })
      .then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (json) {
          if (!response.ok) throw new Error((json.error && json.error.message) || 'Gagal (' + response.status + ')');
          return json;
        });
      })
      .then(function (json) { refresh(); return json; })
      .catch(function (error) { show(error.message); });
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var input = form.elements.namedItem('text');
    var text = input.value;
    if (!text.trim()) return;
    input.value = '';
    show('');
    post('/text', JSON.stringify({ text: text }));
  });

  form.elements.namedItem('file').addEventListener('change', function (event) {
    var file = event.target.files[0];
    event.target.value = '';
    if (!file) return;
    var caption = form.elements.namedItem('text');
    var query = '?name=' + encodeURIComponent(file.name) + (caption.value.trim() ? '&caption=' + encodeURIComponent(caption.value) : '') +
      (form.elements.namedItem('asDocument').checked ? '&as=document' : '');
    caption.value = '';
    show('Mengirim ' + file.name + '…');
    post('/file' + query, file, file.type || 'application/octet-stream').then(function () { show(''); });
  });

  transcript.addEventListener('click', function (event) {
    var button = event.target.closest('button[data-data]');
    if (!button) return;
    show('Menunggu jawaban bot…');
    post('/press', JSON.stringify({ messageId: Number(button.getAttribute('data-message')), data: button.getAttribute('data-data') })).then(function (answer) {
      if (!answer) return;
      show(answer.answered ? (answer.text ? 'Bot: ' + answer.text : '') : 'Bot tidak menjawab tombol dalam 5 detik.');
    });
  });

  scrollDown();
  refresh().then(watch);
})();
`;
