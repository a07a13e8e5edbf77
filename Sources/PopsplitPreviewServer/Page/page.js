// popsplit's live preview page (protocol.md section 13). Plain JavaScript, no
// dependencies: one WebSocket to the daemon, the scene's SVG patched in place by data-id.
'use strict';
(function () {
  const query = new URLSearchParams(location.search);
  const token = query.get('token') || '';
  const scene = query.get('scene');
  const $ = (id) => document.getElementById(id);
  const SVG_NS = 'http://www.w3.org/2000/svg';
  // Rotating the device to the left (counter-clockwise) or right, in UIKit's interface orientations.
  const LEFT = { portrait: 'landscapeRight', landscapeRight: 'portraitUpsideDown', portraitUpsideDown: 'landscapeLeft', landscapeLeft: 'portrait' };
  const RIGHT = { portrait: 'landscapeLeft', landscapeLeft: 'portraitUpsideDown', portraitUpsideDown: 'landscapeRight', landscapeRight: 'portrait' };

  const state = {
    ws: null, version: 0, svg: null, delay: 250, nextId: 1, pending: new Map(),
    theme: 'light', explain: false, rotated: false, bezel: true, zoom: 'fit',
    backgrounded: false, viewing: null, highlight: null, broken: null, steps: new Map(),
    // Whether changes that animate play their moments (off when the system asks for less motion).
    animate: !(window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches),
    motion: null, quiet: new Set(),
  };
  // What tests and the benchmark read: each picture applied, with its version and latency.
  const probe = { applied: [], fullRequests: 0, connects: 0, lastResult: null, events: [], motions: [] };
  window.popsplitPreview = probe;
  probe.state = state;

  function status(text, isError) {
    $('status-text').textContent = text;
    $('status').classList.toggle('error', !!isError);
  }

  function send(message) {
    if (state.ws && state.ws.readyState === WebSocket.OPEN) { state.ws.send(JSON.stringify(message)); return true; }
    return false;
  }

  // Calls a method on the page's scene; the answer comes back as a `result` message. A quiet
  // call (the page's own reads) leaves the status line and the probe's last result alone.
  function call(method, params, quiet) {
    const id = state.nextId++;
    send({ type: 'call', id: id, method: method, params: params || {} });
    if (quiet) state.quiet.add(id);
    return new Promise((resolve) => state.pending.set(id, resolve));
  }

  // --- Connection -------------------------------------------------------------------------

  function connect() {
    const proto = location.protocol === 'https:' ? 'wss' : 'ws';
    let url = proto + '://' + location.host + '/ws?token=' + encodeURIComponent(token);
    if (scene !== null) url += '&scene=' + encodeURIComponent(scene);
    const ws = new WebSocket(url);
    state.ws = ws;
    ws.onopen = () => {
      state.delay = 250;
      probe.connects += 1;
      $('stage').classList.remove('offline');
      status('connected');
      if (state.theme !== 'light' || state.explain || state.rotated) sendOptions();
    };
    ws.onmessage = (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch (e) { return; }
      handle(message);
    };
    ws.onclose = () => {
      if (state.ws !== ws) return;
      $('stage').classList.add('offline');
      status('disconnected: reconnecting…', true);
      setTimeout(connect, state.delay);
      state.delay = Math.min(state.delay * 2, 2000);
    };
  }

  function sendOptions() {
    send({ type: 'options', theme: state.theme, explain: state.explain, rotated: state.rotated });
  }

  // --- Messages ---------------------------------------------------------------------------

  function handle(m) {
    switch (m.type) {
      case 'hello':
        $('scene-name').textContent = m.scene;
        document.title = m.scene + ' · popsplit preview';
        $('steps').textContent = '';
        pendingSteps.length = 0;
        state.steps.clear();
        for (const step of m.steps) addStep(step);
        showBroken(m.broken);
        state.highlight = m.highlight;
        break;
      case 'full': setPicture(m.svg, m.layoutVersion, m.t, 'full'); break;
      case 'patch':
        if (!state.svg || state.version !== m.baseVersion) { probe.fullRequests += 1; send({ type: 'ack', layoutVersion: state.version }); send({ type: 'full' }); break; }
        applyPatch(m);
        break;
      case 'step': addStep(m.step); break;
      case 'stepPicture': showStep(m.number, m.svg); break;
      case 'rotated':
        $('rotated').innerHTML = m.svg || '';
        $('rotated-label').textContent = m.svg ? 'after rotating to ' + m.orientation : 'rotation to ' + m.orientation + ' refused by ' + m.refusedBy;
        fit();
        break;
      case 'result': {
        const resolve = state.pending.get(m.id);
        state.pending.delete(m.id);
        if (state.quiet.delete(m.id)) { if (resolve) resolve(m); break; }
        probe.lastResult = m;
        if (m.error) status(m.error.message, true);
        else if (m.result) status(describe(m.result));
        if (resolve) resolve(m);
        break;
      }
      case 'motion': playMotion(m); break;
      case 'broken': showBroken(m.error); break;
      case 'fixed': showBroken(null); break;
      case 'closed': status('the scene was closed: reload the page to follow a scene of this name again', true); break;
      case 'highlight': state.highlight = m.node; drawOverlay(); break;
      case 'scenes': showScenes(m.scenes); break;
      case 'error': status(m.message, true); break;
    }
  }

  function describe(result) {
    const parts = [];
    if (result.action !== undefined) parts.push('action: ' + result.action);
    if (result.hit) parts.push('hit: ' + (result.hit.id || result.hit));
    if (result.rotated !== undefined) parts.push(result.rotated ? 'rotated to ' + result.to : 'rotation refused by ' + result.refusedBy);
    if (result.backgrounded !== undefined) parts.push(result.backgrounded ? 'in the background' : 'in the foreground');
    if (result.keyboard !== undefined) parts.push('keyboard ' + (result.keyboard ? 'shown' : 'hidden'));
    return parts.join(' · ') || 'done';
  }

  // --- Pictures ---------------------------------------------------------------------------

  function setPicture(svgText, version, sentAt, kind) {
    const live = $('live');
    live.innerHTML = svgText;
    state.svg = live.querySelector('svg');
    state.version = version;
    prepare(state.svg);
    applied(version, sentAt, kind);
  }

  // Applies an svgPatch (protocol.md section 12.4): removed, changed, then the order.
  function applyPatch(m) {
    const svg = state.svg;
    const byId = new Map();
    for (const child of svg.children) { const id = child.getAttribute('data-id'); if (id !== null) byId.set(id, child); }
    for (const id of m.removed) { const old = byId.get(id); if (old) { old.remove(); byId.delete(id); } }
    if (m.changed.length > 0) {
      const doc = new DOMParser().parseFromString('<svg xmlns="' + SVG_NS + '">' + m.changed.map((c) => c.svg).join('') + '</svg>', 'image/svg+xml');
      for (const fresh of Array.from(doc.documentElement.children)) {
        const id = fresh.getAttribute('data-id');
        const node = document.importNode(fresh, true);
        const old = byId.get(id);
        if (old) old.replaceWith(node); else svg.insertBefore(node, overlayOf(svg));
        byId.set(id, node);
      }
    }
    const current = [];
    for (const child of svg.children) { const id = child.getAttribute('data-id'); if (id !== null) current.push(id); }
    if (current.length !== m.order.length || current.some((id, i) => id !== m.order[i])) {
      const overlay = overlayOf(svg);
      for (const id of m.order) { const node = byId.get(id); if (node) svg.insertBefore(node, overlay); }
    }
    state.version = m.layoutVersion;
    applied(m.layoutVersion, m.t, 'patch', m.changed.length);
  }

  function overlayOf(svg) {
    let overlay = svg.querySelector(':scope > g.ps-overlay');
    if (!overlay) { overlay = document.createElementNS(SVG_NS, 'g'); overlay.setAttribute('class', 'ps-overlay'); overlay.setAttribute('pointer-events', 'none'); svg.appendChild(overlay); }
    return overlay;
  }

  function applied(version, sentAt, kind, changed) {
    // A picture newer than the one playing: the play ends, the newest state shows.
    if (state.motion && version > state.motion.record.version) stopMotion('superseded');
    // Flow control: the daemon sends the next picture once this one is applied.
    send({ type: 'ack', layoutVersion: version });
    $('version').textContent = 'v' + version;
    const now = performance.timeOrigin + performance.now();
    probe.applied.push({ version: version, kind: kind, changed: changed === undefined ? null : changed, appliedAt: now, latency: sentAt ? now - sentAt : null });
    if (probe.applied.length > 5000) probe.applied.splice(0, 1000);
    // A patch keeps the picture's size: only a whole picture is fitted again.
    if (kind === 'full') fit();
    if (state.hovered || state.highlight || kind === 'full') drawOverlay();
  }

  function prepare(svg) {
    if (!svg) return;
    overlayOf(svg);
    svg.addEventListener('pointerdown', pointerDown);
    svg.addEventListener('pointerup', pointerUp);
    svg.addEventListener('pointermove', hover);
    svg.addEventListener('pointerleave', () => { $('hover').textContent = ''; state.hovered = null; drawOverlay(); });
  }

  function frameOf(node) {
    const parts = (node.getAttribute('data-frame') || '').split(' ').map(Number);
    return parts.length === 4 && parts.every((n) => isFinite(n)) ? parts : null;
  }

  function nodeById(id) {
    if (!state.svg || id === null || id === undefined) return null;
    for (const child of state.svg.children) if (child.getAttribute('data-id') === id) return child;
    return null;
  }

  function drawOverlay() {
    if (!state.svg) return;
    const overlay = overlayOf(state.svg);
    overlay.textContent = '';
    const outline = (id, colour, width) => {
      const node = nodeById(id);
      const frame = node && frameOf(node);
      if (!frame) return;
      const rect = document.createElementNS(SVG_NS, 'rect');
      rect.setAttribute('x', frame[0]); rect.setAttribute('y', frame[1]);
      rect.setAttribute('width', frame[2]); rect.setAttribute('height', frame[3]);
      rect.setAttribute('fill', 'none'); rect.setAttribute('stroke', colour); rect.setAttribute('stroke-width', width);
      rect.setAttribute('data-outline', id);
      overlay.appendChild(rect);
    };
    if (state.hovered) outline(state.hovered, '#2f6fde', 1.5);
    if (state.highlight) outline(state.highlight, '#ff9f0a', 3);
  }

  function fit() {
    const fitOne = (svg, box) => {
      if (!svg) return;
      const w = Number(svg.getAttribute('width')) || 768;
      const h = Number(svg.getAttribute('height')) || 1024;
      let scale = typeof state.zoom === 'number' ? state.zoom : 1;
      if (state.zoom === 'fit') {
        const stage = $('stage');
        const pad = state.bezel ? 88 : 8;
        const count = state.rotated ? 2 : 1;
        const availableW = (stage.clientWidth - 40 - (count - 1) * 24) / count - pad;
        const availableH = stage.clientHeight - 40 - pad - ($('step-banner').hidden ? 0 : 40);
        scale = Math.max(0.1, Math.min(availableW / w, availableH / h, 2));
      }
      svg.style.width = (w * scale) + 'px';
      svg.style.height = (h * scale) + 'px';
    };
    fitOne(state.svg);
    fitOne($('step-picture').querySelector('svg'));
    fitOne($('rotated').querySelector('svg'));
  }

  // --- Motion -----------------------------------------------------------------------------
  // A change that animates (a `motion` message, just before its picture) is played: the picture
  // before stays in view while the moments are drawn by the daemon (`scene/render` with `at`,
  // protocol.md 12.5), then they are shown in turn over the transition's duration, then the live
  // picture. The live picture updates underneath (transparent, so touches still reach it); a
  // newer change, a step viewed or a moment that fails ends the play at once.

  const MOTION_RATE = 30;       // moments drawn per second of a transition
  const MOTION_MOST = 24;       // at most this many (a 0.8 s half turn)
  const MOTION_WAIT_MS = 1500;  // moments not all drawn by then: the live picture instead

  function playMotion(m) {
    stopMotion('superseded');
    if (!state.animate || !(m.duration > 0) || state.viewing !== null || !state.svg) return;
    const count = Math.min(MOTION_MOST, Math.max(2, Math.round(m.duration * MOTION_RATE)));
    const record = { version: m.layoutVersion, kind: m.kind, duration: m.duration, frames: count, shown: 0, outcome: 'drawing' };
    probe.motions.push(record);
    if (probe.motions.length > 200) probe.motions.splice(0, 100);
    const layer = $('motion');
    layer.replaceChildren(state.svg.cloneNode(true));
    place(layer);
    layer.hidden = false;
    $('stage').classList.add('moving');
    const motion = { record: record, timer: null, frame: 0 };
    state.motion = motion;
    motion.timer = setTimeout(() => { if (state.motion === motion) stopMotion('timed out'); }, MOTION_WAIT_MS);
    const times = [];
    for (let i = 0; i < count; i++) times.push(m.duration * i / count);
    const options = { theme: state.theme, explain: state.explain };
    // The ids of the moments' calls: forgotten when the play ends, answered or not (a call the
    // server refused, as over its rate, is never answered).
    motion.ids = [state.nextId, state.nextId + count];
    Promise.all(times.map((t) => call('scene/render', { format: 'svg', options: Object.assign({ at: t }, options) }, true))).then((answers) => {
      if (state.motion !== motion) return;
      const parser = new DOMParser();
      const frames = [];
      for (const answer of answers) {
        if (!answer.result || answer.result.layoutVersion !== m.layoutVersion) { stopMotion('superseded'); return; }
        frames.push(document.importNode(parser.parseFromString(answer.result.content, 'image/svg+xml').documentElement, true));
      }
      // What each moment shows of a turn (a rotation's), for tests and the curious.
      record.turns = frames.map((f) => { const g = f.querySelector('g[data-turn]'); return g ? Number(g.getAttribute('data-turn')) : 0; });
      clearTimeout(motion.timer);
      record.outcome = 'playing';
      const start = performance.now();
      const tick = (now) => {
        if (state.motion !== motion) return;
        // A frame's time may be a little before the play began: the first moment then.
        const index = Math.max(0, Math.floor((now - start) / (m.duration * 1000) * count));
        if (index >= count) { stopMotion('played'); return; }
        if (index !== motion.frame || layer.firstChild !== frames[index]) {
          motion.frame = index;
          layer.replaceChildren(frames[index]);
          place(layer);
          record.shown += 1;
        }
        motion.raf = requestAnimationFrame(tick);
      };
      motion.raf = requestAnimationFrame(tick);
    });
  }

  // Ends the play, if one runs: the live picture shows again.
  function stopMotion(outcome) {
    const motion = state.motion;
    if (!motion) return;
    state.motion = null;
    clearTimeout(motion.timer);
    if (motion.raf) cancelAnimationFrame(motion.raf);
    if (motion.ids) for (let id = motion.ids[0]; id < motion.ids[1]; id++) { state.pending.delete(id); state.quiet.delete(id); }
    if (motion.record.outcome !== 'played') motion.record.outcome = outcome;
    $('motion').hidden = true;
    $('motion').textContent = '';
    $('stage').classList.remove('moving');
  }

  // The moment's picture over the live one, at the live picture's scale.
  function place(layer) {
    const live = $('live');
    layer.style.left = live.offsetLeft + 'px';
    layer.style.top = live.offsetTop + 'px';
    const svg = layer.querySelector('svg');
    if (!svg || !state.svg) return;
    const scale = (parseFloat(state.svg.style.width) || Number(state.svg.getAttribute('width'))) / (Number(state.svg.getAttribute('width')) || 1);
    svg.style.width = (Number(svg.getAttribute('width')) * scale) + 'px';
    svg.style.height = (Number(svg.getAttribute('height')) * scale) + 'px';
  }

  function toggleAnimate() {
    state.animate = !state.animate;
    toggle('animate', state.animate);
    if (!state.animate) stopMotion('switched off');
  }

  // --- Touches ----------------------------------------------------------------------------

  // A screen position as a window point (the SVG's user units are window points).
  function toPoint(svg, event) {
    const matrix = svg.getScreenCTM();
    if (!matrix) return null;
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return [Math.round(p.x * 10) / 10, Math.round(p.y * 10) / 10];
  }

  function nodeAt(event) {
    const target = event.target && event.target.closest ? event.target.closest('g[data-id]') : null;
    return target && target.parentNode === state.svg ? target : (target ? outermost(target) : null);
  }

  function outermost(node) {
    let found = node;
    for (let n = node; n && n !== state.svg; n = n.parentNode) if (n.getAttribute && n.getAttribute('data-id') !== null) found = n;
    return found;
  }

  function innermost(event) {
    return event.target && event.target.closest ? event.target.closest('g[data-id]') : null;
  }

  function pointerDown(event) {
    state.down = { x: event.clientX, y: event.clientY, point: toPoint(state.svg, event), node: innermost(event), alt: event.altKey };
    if (state.svg.setPointerCapture) try { state.svg.setPointerCapture(event.pointerId); } catch (e) { /* ignore */ }
  }

  function pointerUp(event) {
    const down = state.down;
    state.down = null;
    if (!down || !down.point || state.viewing !== null) return;
    const to = toPoint(state.svg, event);
    const dx = event.clientX - down.x, dy = event.clientY - down.y;
    if (down.alt || event.altKey) {
      const node = down.node;
      if (node) { send({ type: 'reveal', node: node.getAttribute('data-id') }); status('reveal ' + node.getAttribute('data-id')); }
      return;
    }
    if (Math.hypot(dx, dy) < 6) { call('touch/tap', { point: down.point }); return; }
    const kind = down.node ? down.node.getAttribute('data-kind') : null;
    if (kind === 'divider') { call('touch/drag', { from: down.point, to: to }); return; }
    const direction = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : (dy > 0 ? 'down' : 'up');
    call('touch/swipe', { point: down.point, direction: direction });
  }

  function hover(event) {
    const node = innermost(event);
    const id = node ? node.getAttribute('data-id') : null;
    if (id === state.hovered) return;
    state.hovered = id;
    $('hover').textContent = node ? id + ' · ' + node.getAttribute('data-kind') + ' · [' + (node.getAttribute('data-frame') || '').split(' ').join(', ') + ']' : '';
    drawOverlay();
  }

  // --- Device keys ------------------------------------------------------------------------

  function orientation() { return state.svg ? state.svg.getAttribute('data-orientation') || 'portrait' : 'portrait'; }
  function rotate(table) { call('device/rotate', { orientation: table[orientation()], animated: true }); }
  function toggleBackground() {
    call(state.backgrounded ? 'app/enterForeground' : 'app/enterBackground').then((m) => {
      if (m.result && m.result.backgrounded !== undefined) state.backgrounded = m.result.backgrounded;
      $('background').classList.toggle('on', state.backgrounded);
    });
  }
  function toggleKeyboard() { call(nodeById('keyboard') ? 'keyboard/hide' : 'keyboard/show'); }

  // --- Timeline ---------------------------------------------------------------------------

  // Steps arrive as fast as commands run: they are added to the list once per frame.
  const pendingSteps = [];
  function addStep(step) {
    pendingSteps.push(step);
    if (pendingSteps.length === 1) requestAnimationFrame(flushSteps);
  }

  function flushSteps() {
    const fragment = document.createDocumentFragment();
    let last = null;
    for (const step of pendingSteps.splice(0)) { last = stepItem(step); fragment.appendChild(last); }
    const list = $('steps');
    list.appendChild(fragment);
    while (list.children.length > 2000) list.firstElementChild.remove();
    if (last && state.viewing === null) last.scrollIntoView({ block: 'nearest' });
  }

  function stepItem(step) {
    state.steps.set(step.number, step);
    const item = document.createElement('li');
    item.dataset.number = step.number;
    const head = document.createElement('div');
    head.className = 'method';
    head.textContent = '#' + step.number + ' ' + step.method + (step.source === 'page' ? ' (page)' : step.source === 'file' ? ' (file)' : '');
    const summary = document.createElement('div');
    summary.className = 'summary';
    summary.textContent = step.summary + ' → v' + step.layoutVersion;
    const events = document.createElement('div');
    events.className = 'events';
    events.textContent = compress(step.events).join(', ');
    item.append(head, summary, events);
    item.addEventListener('click', () => send({ type: 'showStep', number: step.number }));
    return item;
  }

  // Runs of the same event as one entry: `viewWillAppear: ×3`.
  function compress(names) {
    const out = [];
    for (let i = 0; i < names.length;) {
      let j = i;
      while (j < names.length && names[j] === names[i]) j += 1;
      out.push(j - i > 1 ? names[i] + ' ×' + (j - i) : names[i]);
      i = j;
    }
    return out;
  }

  function showStep(number, svgText) {
    stopMotion('superseded');
    state.viewing = number;
    $('step-picture').innerHTML = svgText;
    $('step-picture').hidden = false;
    $('stage').classList.add('viewing-step');
    $('step-banner').hidden = false;
    $('step-label').textContent = 'Step #' + number + ' (read-only)';
    for (const item of $('steps').children) item.classList.toggle('selected', Number(item.dataset.number) === number);
    fit();
  }

  function backToLive() {
    state.viewing = null;
    $('step-picture').hidden = true;
    $('step-picture').textContent = '';
    $('stage').classList.remove('viewing-step');
    $('step-banner').hidden = true;
    for (const item of $('steps').children) item.classList.remove('selected');
    fit();
  }

  function restoreHere() {
    if (state.viewing === null) return;
    const id = state.nextId++;
    send({ type: 'restoreStep', number: state.viewing, id: id });
    state.pending.set(id, (m) => { if (!m.error) { backToLive(); status('restored step #' + m.result.layoutVersion); } });
  }

  // --- Broken documents, scene list -------------------------------------------------------

  function showBroken(error) {
    state.broken = error;
    const box = $('diagnostics');
    $('stage').classList.toggle('broken', !!error);
    if (!error) {
      if (!box.hidden) status('the document is good again');
      box.hidden = true;
      box.textContent = '';
      return;
    }
    box.textContent = '';
    const title = document.createElement('h3');
    title.textContent = 'The document has errors: showing the last good picture';
    const list = document.createElement('ul');
    const diagnostics = (error.data && error.data.diagnostics) || [];
    for (const d of diagnostics.slice(0, 100)) {
      const li = document.createElement('li');
      li.textContent = (d.line ? d.line + ':' + d.column + ' ' : '') + (d.path || '') + ': ' + d.message;
      list.appendChild(li);
    }
    if (diagnostics.length === 0) { const li = document.createElement('li'); li.textContent = error.message; list.appendChild(li); }
    box.append(title, list);
    box.hidden = false;
    status('document has errors (' + Math.max(1, diagnostics.length) + ')', true);
  }

  function showScenes(scenes) {
    const box = $('scenes');
    box.textContent = '';
    const title = document.createElement('p');
    title.textContent = scenes.length ? 'Open scenes:' : 'No scene is open yet: open one from your editor, then reload.';
    box.appendChild(title);
    for (const id of scenes) {
      const a = document.createElement('a');
      a.href = '/?scene=' + encodeURIComponent(id) + '&token=' + encodeURIComponent(token);
      a.textContent = id;
      box.appendChild(a);
    }
    box.hidden = false;
  }

  // --- Export -----------------------------------------------------------------------------

  function currentSvg() { return state.viewing !== null ? $('step-picture').querySelector('svg') : state.svg; }

  function exportedText() {
    const svg = currentSvg();
    if (!svg) return null;
    const copy = svg.cloneNode(true);
    copy.removeAttribute('style');
    const overlay = copy.querySelector(':scope > g.ps-overlay');
    if (overlay) overlay.remove();
    return new XMLSerializer().serializeToString(copy);
  }

  function download(blob, name) {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = name;
    document.body.appendChild(a);
    a.click();
    setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
  }

  function exportSvg() {
    const text = exportedText();
    if (text) download(new Blob([text], { type: 'image/svg+xml' }), (scene || 'scene') + '-v' + state.version + '.svg');
  }

  function exportPng() {
    const text = exportedText();
    const svg = currentSvg();
    if (!text || !svg) return;
    const image = new Image();
    const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = Number(svg.getAttribute('width')) * 2;
      canvas.height = Number(svg.getAttribute('height')) * 2;
      const context = canvas.getContext('2d');
      context.scale(2, 2);
      context.drawImage(image, 0, 0);
      URL.revokeObjectURL(url);
      canvas.toBlob((blob) => download(blob, (scene || 'scene') + '-v' + state.version + '.png'), 'image/png');
    };
    image.src = url;
  }

  // --- Controls ---------------------------------------------------------------------------

  function toggle(id, on) { $(id).classList.toggle('on', on); }

  const actions = {
    'rotate-left': () => rotate(LEFT), 'rotate-right': () => rotate(RIGHT), background: toggleBackground, keyboard: toggleKeyboard,
    'zoom-out': () => { state.zoom = Math.max(0.25, (typeof state.zoom === 'number' ? state.zoom : 1) / 1.25); toggle('fit', false); fit(); },
    'zoom-in': () => { state.zoom = Math.min(4, (typeof state.zoom === 'number' ? state.zoom : 1) * 1.25); toggle('fit', false); fit(); },
    fit: () => { state.zoom = 'fit'; toggle('fit', true); fit(); },
    theme: () => { state.theme = state.theme === 'light' ? 'dark' : 'light'; document.body.className = state.theme; sendOptions(); },
    bezel: () => { state.bezel = !state.bezel; toggle('bezel', state.bezel); $('device').classList.toggle('on', state.bezel); $('rotated-device').classList.toggle('on', state.bezel); fit(); },
    explain: () => { state.explain = !state.explain; toggle('explain', state.explain); sendOptions(); },
    both: () => { state.rotated = !state.rotated; toggle('both', state.rotated); $('rotated-device').hidden = !state.rotated; sendOptions(); fit(); },
    'timeline-toggle': () => { const t = $('timeline'); t.hidden = !t.hidden; toggle('timeline-toggle', !t.hidden); fit(); },
    'export-svg': exportSvg, 'export-png': exportPng, restore: restoreHere, 'back-live': backToLive,
    animate: toggleAnimate,
  };
  for (const [id, action] of Object.entries(actions)) $(id).addEventListener('click', action);

  const keys = { '[': 'rotate-left', ']': 'rotate-right', b: 'background', k: 'keyboard', '-': 'zoom-out', '+': 'zoom-in', '=': 'zoom-in', f: 'fit', d: 'theme', z: 'bezel', e: 'explain', '2': 'both', t: 'timeline-toggle', a: 'animate', Escape: 'back-live' };
  document.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const action = keys[event.key];
    if (action) { event.preventDefault(); actions[action](); }
  });
  window.addEventListener('resize', fit);
  $('device').classList.add('on');
  $('rotated-device').classList.add('on');
  toggle('animate', state.animate);

  probe.call = call;
  probe.send = send;
  probe.backToLive = backToLive;
  if (scene === null) $('timeline').hidden = true;
  connect();
})();
