import PopsplitJSON
import PopsplitRender

/// `index.html` of `popsplit run --pictures`: the session as a flip-book, one page per step in
/// order (the script's comments, the request, the questions asked, the events, the result or
/// error, and the screen after it). Self-contained: the pictures are the files beside it, the
/// style and the script inline, nothing fetched; every text from the session is escaped. Without
/// JavaScript every page shows, one after another; with it, one page at a time (buttons, the
/// arrow keys, `#step-N` in the address).
struct FlipBook {
    /// The session script's name, as given.
    var session: String
    /// The steps played.
    var steps: [StepRecord]
    /// The pictures written.
    var pictures: [StepPicture]
    /// Their format.
    var format: PictureFormat

    /// The page.
    var html: String {
        var body = ""
        var latest: StepPicture?
        var byStep: [Int: [StepPicture]] = [:]
        for picture in pictures { byStep[picture.step, default: []].append(picture) }
        for step in steps {
            let own = byStep[step.number] ?? []
            body += page(step, pictures: own, latest: latest)
            if let last = own.last { latest = last }
        }
        let title = SVGText.escape("popsplit: " + session)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>\(FlipBook.style)</style>
            </head>
            <body>
            <header>
            <h1>\(title)</h1>
            <p>\(steps.count) steps, \(pictures.count) pictures (a picture for each step that changed the screen).</p>
            <nav id="controls" hidden>
            <button id="first" type="button">&#xAB; First</button>
            <button id="previous" type="button">&#x25C0; Previous</button>
            <span id="position"></span>
            <button id="next" type="button">Next &#x25B6;</button>
            <button id="last" type="button">Last &#xBB;</button>
            <label><input id="changesOnly" type="checkbox"> only steps that changed the screen</label>
            </nav>
            </header>
            <main>
            \(body)</main>
            <script>\(FlipBook.script)</script>
            </body>
            </html>

            """
    }

    /// One step's page.
    private func page(_ step: StepRecord, pictures own: [StepPicture], latest: StepPicture?) -> String {
        let name = step.method ?? (step.label == "answer" ? "answer" : "message")
        var html = "<section class=\"step\" id=\"step-\(step.number)\" data-changed=\"\(own.isEmpty ? "no" : "yes")\">\n"
        html += "<h2>Step \(step.number) <code>\(SVGText.escape(name))</code> <small>line \(step.lineNumber)</small></h2>\n"
        let comment = step.comments.filter { !$0.isEmpty }.joined(separator: " ")
        if !comment.isEmpty { html += "<p class=\"comment\">\(SVGText.escape(comment))</p>\n" }
        html += "<div class=\"columns\">\n<div class=\"screen\">\n"
        if own.isEmpty {
            if let latest {
                html += "<p class=\"note\">The screen did not change; as after step \(latest.step):</p>\n" + figure(latest, faded: true)
            } else {
                html += "<p class=\"note\">No scene is open yet.</p>\n"
            }
        } else {
            for picture in own { html += figure(picture, faded: false) }
        }
        html += "</div>\n<div class=\"messages\">\n"
        html += "<h3>Request</h3>\n<pre>\(SVGText.escape(step.message.map(JSONPretty.text) ?? step.text))</pre>\n"
        for question in step.questions {
            let answer = NarrationText.answer(to: question, in: step)
            html += "<p class=\"question\">? \(SVGText.escape(NarrationText.question(question))) &#x2192; \(SVGText.escape(answer))</p>\n"
        }
        let events = step.events
        if !events.isEmpty {
            html += "<h3>Events</h3>\n<ol class=\"events\">" + events.map { "<li>\(SVGText.escape($0))</li>" }.joined() + "</ol>\n"
        }
        if let response = step.response {
            if let error = response["error"] {
                let code = error["code"].map(JSONCodec.string) ?? ""
                html += "<h3>Error</h3>\n<p class=\"error\">\(SVGText.escape(code)) \(SVGText.escape(error["message"]?.stringValue ?? ""))</p>\n"
                if let data = error["data"] { html += details("data", JSONPretty.text(data)) }
            } else if let result = response["result"] {
                html += "<h3>Result</h3>\n"
                if step.method == "popover/explainPlacement", let lines = NarrationText.placement(result) {
                    html += "<pre class=\"placement\">\(SVGText.escape(lines.joined(separator: "\n")))</pre>\n"
                }
                html += details(NarrationText.cut(JSONCodec.string(result), 100), JSONPretty.text(result))
            }
        }
        html += "</div>\n</div>\n</section>\n"
        return html
    }

    /// A picture: an image of the file, or the text itself for a text picture. A change that
    /// animated (and is not shown faded, as an earlier step's) also has its moments, hidden
    /// until played (the play button, shown by the script) and linked below for a page read
    /// without JavaScript.
    private func figure(_ picture: StepPicture, faded: Bool) -> String {
        let file = SVGText.escape(picture.fileName)
        var caption = "<figcaption><a href=\"\(file)\">\(file)</a> (scene \(SVGText.escape(picture.scene)))"
        let moments = faded ? [] : picture.moments
        if !moments.isEmpty {
            let duration = Self.seconds(picture.duration)
            caption += " <button type=\"button\" class=\"play\" hidden>&#x25B6; play the change (\(duration))</button>"
            caption += " <label class=\"slow\" hidden><input type=\"checkbox\"> slowly (x5)</label>"
            caption += "<br><span class=\"way\">On its way (\(duration) in all): "
            caption += moments.map { "<a href=\"\(SVGText.escape($0.fileName))\">\(Self.seconds($0.at))</a>" }.joined(separator: ", ")
            caption += "</span>"
        }
        caption += "</figcaption>"
        var classes = faded ? ["faded"] : []
        if !moments.isEmpty { classes.append("animated") }
        let style = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
        let duration = moments.isEmpty ? "" : " data-duration=\"\(picture.duration)\""
        var frames = ""
        for moment in moments { frames += frame(moment.fileName, moment.content, moment: true, step: picture.step) }
        frames += frame(picture.fileName, picture.content, moment: false, step: picture.step)
        return "<figure\(style)\(duration)>\(frames)\(caption)</figure>\n"
    }

    /// One frame of a figure: the end picture, or a moment (hidden until played).
    private func frame(_ fileName: String, _ content: String, moment: Bool, step: Int) -> String {
        let hidden = moment ? " class=\"moment\" hidden" : ""
        switch format {
        case .text:
            return "<pre class=\"picture\(moment ? " moment" : "")\"\(moment ? " hidden" : "")>\(SVGText.escape(content))</pre>"
        case .svg, .png:
            let what = moment ? "the screen on its way after step \(step)" : "the screen after step \(step)"
            return "<img\(hidden) src=\"\(SVGText.escape(fileName))\" alt=\"\(what)\">"
        }
    }

    /// Seconds as a person reads them: `0.1 s`, `0.35 s`.
    static func seconds(_ value: Double) -> String {
        let milliseconds = Int((value * 1000).rounded())
        var text = String(milliseconds / 1000) + "." + String(StepPictures.milliseconds(Double(milliseconds % 1000) / 1000))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + " s"
    }

    /// A collapsed block: `summary`, then `text` when opened.
    private func details(_ summary: String, _ text: String) -> String {
        "<details><summary><code>\(SVGText.escape(summary))</code></summary><pre>\(SVGText.escape(text))</pre></details>\n"
    }

    /// The page's style.
    static let style = """
        body{font:14px/1.4 -apple-system,"Segoe UI",Helvetica,Arial,sans-serif;margin:0;color:#222;background:#f4f4f6}
        header{position:sticky;top:0;background:#fff;border-bottom:1px solid #ccc;padding:8px 16px;z-index:1}
        h1{font-size:18px;margin:0 0 4px}header p{margin:0 0 4px;color:#555}
        nav button{font:inherit;padding:2px 10px}nav span{display:inline-block;min-width:9em;text-align:center}
        .step{background:#fff;margin:16px;padding:8px 16px;border:1px solid #ddd;border-radius:6px}
        .step h2{font-size:16px;margin:4px 0}.step h2 small{color:#777;font-weight:normal}
        .comment{font-style:italic;color:#444;margin:2px 0}
        .columns{display:flex;flex-wrap:wrap;gap:16px}.screen{flex:0 1 auto;max-width:60%}.messages{flex:1 1 320px;min-width:0}
        figure{margin:0 0 8px}figure img{max-width:100%;max-height:80vh;border:1px solid #ccc;background:#fff}
        figure.faded img,figure.faded pre{opacity:.55}figcaption{font-size:12px;color:#666}
        pre{background:#f7f7f9;border:1px solid #e3e3e8;padding:6px;overflow:auto;max-height:24em;margin:4px 0}
        pre.picture{font:11px/1.15 ui-monospace,Menlo,Consolas,monospace;max-height:none;background:#fff}
        pre.placement{white-space:pre-wrap;max-height:none}.note{color:#777;margin:4px 0}.error{color:#b00020;font-weight:bold}.question{color:#6a3ea1;font-weight:bold}
        .events{margin:4px 0;padding-left:24px;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px}
        h3{font-size:13px;margin:8px 0 2px;color:#555;text-transform:uppercase;letter-spacing:.04em}
        details summary{cursor:pointer}details summary code{font-size:12px;color:#333}
        body.paged .step{display:none}body.paged .step.current{display:block}
        .way{color:#666}button.play{font:inherit;font-size:12px;padding:0 8px;margin-left:6px}label.slow{font-size:12px;margin-left:6px}
        """

    /// The page's script: one step at a time.
    static let script = """
        (function(){
        var all=Array.prototype.slice.call(document.querySelectorAll('.step'));if(!all.length)return;
        var box=document.getElementById('changesOnly');
        function pages(){return box.checked?all.filter(function(s){return s.dataset.changed==='yes';}):all;}
        var current=all[0];
        function show(step,push){current=step;all.forEach(function(s){s.classList.toggle('current',s===step);});
        var list=pages(),i=list.indexOf(step);
        document.getElementById('position').textContent=(i<0?'-':(i+1))+' of '+list.length+' ('+step.id.replace('-',' ')+')';
        if(push&&history.replaceState)history.replaceState(null,'','#'+step.id);window.scrollTo(0,0);}
        function move(d){var list=pages();if(!list.length)return;var i=list.indexOf(current);
        if(i<0){i=0;}else{i=Math.max(0,Math.min(list.length-1,i+d));}show(list[i],true);}
        function edge(end){var list=pages();if(list.length)show(list[end?list.length-1:0],true);}
        document.body.classList.add('paged');document.getElementById('controls').hidden=false;
        document.getElementById('previous').onclick=function(){move(-1);};
        document.getElementById('next').onclick=function(){move(1);};
        document.getElementById('first').onclick=function(){edge(false);};
        document.getElementById('last').onclick=function(){edge(true);};
        box.onchange=function(){move(0);};
        document.addEventListener('keydown',function(e){if(e.target.tagName==='INPUT')return;
        if(e.key==='ArrowRight'||e.key==='PageDown'){move(1);e.preventDefault();}
        else if(e.key==='ArrowLeft'||e.key==='PageUp'){move(-1);e.preventDefault();}
        else if(e.key==='Home'){edge(false);}else if(e.key==='End'){edge(true);}});
        Array.prototype.forEach.call(document.querySelectorAll('figure.animated'),function(f){
        var button=f.querySelector('button.play'),slow=f.querySelector('label.slow'),timer=null;
        var frames=Array.prototype.slice.call(f.querySelectorAll('img,pre.picture'));
        button.hidden=false;slow.hidden=false;
        button.onclick=function(){if(timer)clearTimeout(timer);var d=parseFloat(f.dataset.duration)||0.3;
        var step=1000*d/(frames.length)*(slow.querySelector('input').checked?5:1),i=0;
        function show(){frames.forEach(function(x,j){x.hidden=j!==i;});i+=1;if(i<frames.length){timer=setTimeout(show,step);}else{timer=null;}}
        show();};});
        var start=document.getElementById(location.hash.slice(1));
        show(start&&start.classList.contains('step')?start:all[0],false);
        window.addEventListener('load',function(){setTimeout(function(){window.scrollTo(0,0);},0);});
        })();
        """
}
