/// `UITabBarSystemItem`s: the title UIKit gives each (popsplit draws a system item's glyph by its
/// title), by a storyboard's name and by a keyed-archive nib's number.
enum TabBarSystemItem {
    /// The titles in UIKit's order (`UITabBarSystemItemMore` is 0), with the storyboard's names.
    static let items: [(name: String, title: String)] = [
        ("more", "More"), ("favorites", "Favorites"), ("featured", "Featured"), ("topRated", "Top Rated"),
        ("recents", "Recents"), ("contacts", "Contacts"), ("history", "History"), ("bookmarks", "Bookmarks"),
        ("search", "Search"), ("downloads", "Downloads"), ("mostRecent", "Most Recent"), ("mostViewed", "Most Viewed"),
    ]

    /// The title of the system item a storyboard names `name`.
    static func title(named name: String) -> String? { items.first { $0.name == name }?.title }

    /// The title of the system item numbered `number` in a keyed-archive nib.
    static func title(number: Int) -> String? { items.indices.contains(number) ? items[number].title : nil }
}
