/// Tab bar controllers: the selected tab above a 49 pt tab bar (TAB-01, NAV-04).
extension LayoutEngine {
    /// Lays out the selected tab and the tab bar with one item per tab. iPad items are 76 pt wide
    /// with 34 pt between them, the group centred; when they do not fit they share the width.
    mutating func layoutTabBar(_ tab: String, tabs: [String], selected: Int, frame: Rect) {
        let height = min(BarMetrics.tabBarHeight, frame.height)
        let bar = Rect(x: frame.minX, y: frame.maxY - height, width: frame.width, height: height)
        if tabs.indices.contains(selected) {
            layoutController(tabs[selected], frame: frame.inset(top: 0, left: 0, bottom: height, right: 0), parent: tab)
        }
        guard includeViews else { return }
        let barId = DerivedId.tabBar(tab)
        add(barId, .tabBar, parent: tab, frame: bar, role: .tabBar(tab: tab), owner: tab)
        let count = Double(tabs.count)
        var width = BarMetrics.tabItemWidth
        var spacing = BarMetrics.tabItemSpacing
        if count * width + (count - 1) * spacing > bar.width, count > 0 {
            width = bar.width / count
            spacing = 0
        }
        let total = count * width + max(0, count - 1) * spacing
        let start = bar.minX + (bar.width - total) / 2
        for (i, child) in tabs.enumerated() {
            let spec = index.controllers[child]
            let title = spec?.tabBarTitle ?? spec?.title ?? ""
            add(
                DerivedId.tab(tab, i), .tabBarItem, parent: barId,
                frame: Rect(x: start + Double(i) * (width + spacing), y: bar.minY, width: width, height: height),
                role: .tabItem(tab: tab, index: i), owner: tab,
                attributes: [Field(.title, .string(title)), Field(.index, .number(Double(i))), Field(.selected, .bool(i == selected))])
        }
    }
}
