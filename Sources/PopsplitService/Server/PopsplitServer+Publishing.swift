import PopsplitJSON
import PopsplitModel
import PopsplitRPC

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
            notifications.append(OutgoingNotification(
                method: "scene/event", params: event.notificationParams(scene: id, seq: next.eventCount)))
        }
        let layout = scene.layout
        if forceLayout || layout != entry.lastLayout {
            next.layoutVersion += 1
            let transition = animation.map { animation in
                LayoutTransition(
                    kind: animation.kind, duration: animation.duration, fromVersion: entry.layoutVersion,
                    fromOrientation: entry.lastLayout.orientation, before: entry.lastLayout.nodes)
            }
            notifications.append(OutgoingNotification(
                method: "scene/layout",
                params: layout.notificationParams(scene: id, version: next.layoutVersion, transition: transition)))
            next.lastLayout = layout
        }
        return (next, notifications)
    }
}
