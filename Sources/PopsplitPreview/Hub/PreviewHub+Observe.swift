import PopsplitJSON
import PopsplitRPC
import PopsplitService

/// What the hub learns from each outcome of the handler: steps, broken documents, closed scenes,
/// new pictures.
extension PreviewHub {
    /// Watches `outcome` of `method` (a question's continuation too) and returns it unchanged.
    public func observe(_ outcome: HandlerOutcome, method: String, params: JSONValue?) -> HandlerOutcome {
        switch outcome {
        case .result(_, let notifications), .encodedResult(_, let notifications):
            record(method: method, params: params, notifications: notifications, error: nil)
            return outcome
        case .failure(let error, let notifications):
            record(method: method, params: params, notifications: notifications, error: error)
            return outcome
        case .ask(let question, let questionParams, let defaultAnswer, let notifications, let resume):
            return .ask(
                method: question, params: questionParams, defaultAnswer: defaultAnswer, notifications: notifications,
                resume: { [unowned self] answer in self.observe(resume(answer), method: method, params: params) })
        }
    }

    /// Notes that `scene`'s pages need a new picture, drawn at the next ``publishDirty()``.
    func markDirty(_ scene: String) {
        guard !records(of: scene).isEmpty, !dirty.contains(scene) else { return }
        if dirty.isEmpty, let requestPublish {
            requestPublish()
        }
        dirty.append(scene)
        if requestPublish == nil { publishDirty() }
    }

    /// Sends the pages of every scene changed since the last call its current picture.
    public func publishDirty() {
        let scenes = dirty
        dirty = []
        for scene in scenes {
            guard let view = server.previewView(scene) else { continue }
            publish(scene, view: view)
        }
    }

    /// Records what one finished request did to the scenes followed.
    func record(method: String, params: JSONValue?, notifications: [OutgoingNotification], error: RPCError?) {
        let requested = params?["scene"]?.stringValue
        if let requested, watched[requested] != nil {
            if method == "scene/close", error == nil {
                send(PageMessages.closed, toPagesOf: requested)
                for record in records(of: requested) { pages[record.connection.id]?.sceneClosed = true }
                watched[requested] = nil
                dirty.removeAll { $0 == requested }
                return
            }
            if method == "scene/reload" {
                if let error, error.code == ServiceErrorCode.invalidDocument {
                    watched[requested]?.broken = error.json
                    send(PageMessages.broken(error.json), toPagesOf: requested)
                } else if error == nil, watched[requested]?.broken != nil {
                    watched[requested]?.broken = nil
                    send(PageMessages.fixed, toPagesOf: requested)
                }
            }
        }
        // The params of layouts and events come encoded: decoded only while a page watches.
        guard !watched.isEmpty else { return }
        var events: [String: [String]] = [:]
        var touched: [String] = []
        for notification in notifications {
            guard notification.method == "scene/event" || notification.method == "scene/layout" else { continue }
            let params = notification.params
            guard let scene = params?["scene"]?.stringValue, watched[scene] != nil else { continue }
            if !touched.contains(scene) { touched.append(scene) }
            if notification.method == "scene/event", let name = params?["name"]?.stringValue {
                events[scene, default: []].append(name)
            }
        }
        for scene in touched {
            guard let view = server.previewView(scene) else { continue }
            let step = TimelineStep(
                method: method, summary: StepSummary.of(method: method, params: params), events: events[scene] ?? [],
                layoutVersion: view.layoutVersion, source: source, scene: view.scene, ownsDocument: method == "scene/reload")
            watched[scene]?.timeline.append(step)
            let number = (watched[scene]?.timeline.appended ?? 1) - 1
            send(PageMessages.step(step, number: number), toPagesOf: scene)
            markDirty(scene)
        }
    }
}
