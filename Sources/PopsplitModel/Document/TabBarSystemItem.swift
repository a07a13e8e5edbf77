/// `UITabBarSystemItem`: a tab bar item UIKit draws and titles itself. The raw values are
/// Interface Builder's names (a storyboard's `systemItem`); the cases are in UIKit's order, so an
/// Xcode 4 nib's number is a case's index.
public enum TabBarSystemItem: String, CaseIterable, Sendable {
    /// `UITabBarSystemItemMore`.
    case more
    /// `UITabBarSystemItemFavorites`.
    case favorites
    /// `UITabBarSystemItemFeatured`.
    case featured
    /// `UITabBarSystemItemTopRated`.
    case topRated
    /// `UITabBarSystemItemRecents`.
    case recents
    /// `UITabBarSystemItemContacts`.
    case contacts
    /// `UITabBarSystemItemHistory`.
    case history
    /// `UITabBarSystemItemBookmarks`.
    case bookmarks
    /// `UITabBarSystemItemSearch`.
    case search
    /// `UITabBarSystemItemDownloads`.
    case downloads
    /// `UITabBarSystemItemMostRecent`.
    case mostRecent
    /// `UITabBarSystemItemMostViewed`.
    case mostViewed

    /// The title UIKit gives the item.
    public var title: String {
        switch self {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }
}
