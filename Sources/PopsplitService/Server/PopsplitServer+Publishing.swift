import PopsplitJSON
import PopsplitModel
import PopsplitRPC
import PopsplitRender

extension PopsplitServer {
    /// The notifications a change of scene produces, and the entry's new counters: one
    /// `scene/event` per event (numbered on from the entry's count), then one `scene/layout` when
    /// the layout differs from the last one sent (or always, with `forceLayout`).
    func publish(
        _ scene: Scene, events: [SceneEvent], animation: (kind: String, duration: Double)?,
        into entry: SceneEntry, id: String, forceLayout: Bool = false
    ) -> (entry: SceneEntry, notifications: [OutgoingNotification]) {
        var next = entry
        next.scene = scene
        var notifications: [OutgoingNotification] = []
        notifications.reserveCapacity(events.count + 1)
        for event in events {
            next.eventCount += 1
            notifications.append(
                OutgoingNotification(
                    method: "scene/event", encodedParams: event.notificationParams(scene: id, seq: next.eventCount)))
        }
        let layout = scene.layout
        if forceLayout || layout != entry.lastLayout {
            next.layoutVersion += 1
            notifications.append(
                OutgoingNotification(
                    method: "scene/layout",
                    encodedParams: layoutParams(layout, animation: animation, after: entry, id: id, version: next.layoutVersion)))
            next.previousLayout = entry.layoutVersion > 0 ? entry.lastLayout : nil
            next.lastTransition = animation.map { animation in
                var before: [String: Rect] = [:]
                for node in entry.lastLayout.nodes { before[node.id] = node.frame }
                return RenderTransition(duration: animation.duration, before: before, screenBefore: entry.lastLayout.screen)
            }
            next.lastLayout = layout
        }
        return (next, notifications)
    }

    /// The params of the `scene/layout` notification that sends `layout` as `version`, after the
    /// layout `entry` sent last: full in ``LayoutMode/full`` mode and for a scene's first layout
    /// (`entry.layoutVersion` 0), a delta from `entry.lastLayout` otherwise. A delta's transition
    /// lists the frames before of the changed and removed nodes only.
    func layoutParams(
        _ layout: SceneLayout, animation: (kind: String, duration: Double)?, after entry: SceneEntry, id: String,
        version: Int
    ) -> JSONText {
        let previous = entry.lastLayout
        guard layoutMode == .delta, entry.layoutVersion > 0 else {
            let transition = animation.map { animation in
                LayoutTransition(
                    kind: animation.kind, duration: animation.duration, fromVersion: entry.layoutVersion,
                    fromOrientation: previous.orientation, before: previous.nodes)
            }
            return layout.notificationParams(scene: id, version: version, transition: transition)
        }
        let delta = LayoutDelta(from: previous, to: layout)
        let transition = animation.map { animation in
            let touched = delta.touchedIDs
            return LayoutTransition(
                kind: animation.kind, duration: animation.duration, fromVersion: entry.layoutVersion,
                fromOrientation: previous.orientation, before: previous.nodes.filter { touched.contains($0.id) })
        }
        return delta.notificationParams(
            scene: id, version: version, baseVersion: entry.layoutVersion, layout: layout, transition: transition)
    }
}
