import PopsplitJSON
import PopsplitModel
import PopsplitRPC
import PopsplitRender

extension PopsplitServer {
    /// The notifications a change of scene produces, and the entry's new counters: one
    /// `scene/event` per event (numbered on from the entry's count), then one `scene/layout` when
    /// the layout differs from the last one sent (or always, with `forceLayout`).
    func publish(
        _ scene: Scene, events: [SceneEvent], animation: Animation?,
        into entry: SceneEntry, id: String, forceLayout: Bool = false
    ) -> (entry: SceneEntry, notifications: [OutgoingNotification]) {
        var next = entry
        next.scene = scene
        let notifications = publish(changed: &next, events: events, animation: animation, id: id, forceLayout: forceLayout)
        return (next, notifications)
    }

    /// ``publish(_:events:animation:into:id:forceLayout:)`` for an entry whose scene was changed
    /// in place (its counters and last layout still those of before): brings them up to date and
    /// returns the notifications. Saves the copies of the entry and of the scene a command would
    /// otherwise make.
    func publish(
        changed entry: inout SceneEntry, events: [SceneEvent], animation: Animation?, id: String,
        forceLayout: Bool = false
    ) -> [OutgoingNotification] {
        var notifications: [OutgoingNotification] = []
        notifications.reserveCapacity(events.count + 1)
        for event in events {
            entry.eventCount += 1
            notifications.append(
                OutgoingNotification(
                    method: "scene/event", encodedParams: event.notificationParams(scene: id, seq: entry.eventCount)))
        }
        let layout = entry.scene.layout
        if forceLayout || layout != entry.lastLayout {
            let (params, nodes) = layoutParams(
                layout, animation: animation, after: entry.lastLayout, sentAs: entry.layoutVersion, id: id,
                version: entry.layoutVersion + 1, reusing: entry.encodedNodes)
            notifications.append(OutgoingNotification(method: "scene/layout", encodedParams: params))
            entry.encodedNodes = nodes
            entry.layoutVersion += 1
            let before = entry.lastLayout
            entry.previousLayout = entry.layoutVersion > 1 ? before : nil
            entry.transitionStart = animation.map { TransitionStart(duration: $0.duration, kind: $0.kind, layoutBefore: before) }
            entry.lastLayout = layout
        }
        return notifications
    }

    /// The params of the `scene/layout` notification that sends `layout` as `version`, after
    /// `previous`, the layout sent last as version `previousVersion` (the scene entry's, passed
    /// apart so that the entry is not copied): full in ``LayoutMode/full`` mode and for a
    /// scene's first layout (`previousVersion` 0), a delta from `previous` otherwise. A delta's
    /// transition lists the frames before of the changed and removed nodes only. A full layout
    /// copies the nodes `kept` has unchanged; returns the nodes' bytes to keep next (`kept`
    /// after a delta).
    func layoutParams(
        _ layout: SceneLayout, animation: Animation?, after previous: SceneLayout,
        sentAs previousVersion: Int, id: String, version: Int, reusing kept: EncodedNodes?
    ) -> (params: JSONText, nodes: EncodedNodes?) {
        guard layoutMode == .delta, previousVersion > 0 else {
            let transition = animation.map { animation in
                LayoutTransition(
                    animation: animation, fromVersion: previousVersion,
                    fromOrientation: previous.orientation, before: previous.nodes)
            }
            return layout.notificationParams(scene: id, version: version, transition: transition, reusing: kept)
        }
        let delta = LayoutDelta(from: previous, to: layout)
        let transition = animation.map { animation in
            let touched = delta.touchedIDs
            return LayoutTransition(
                animation: animation, fromVersion: previousVersion,
                fromOrientation: previous.orientation, before: previous.nodes.filter { touched.contains($0.id) })
        }
        let params = delta.notificationParams(
            scene: id, version: version, baseVersion: previousVersion, layout: layout, transition: transition)
        return (params, kept)
    }
}
