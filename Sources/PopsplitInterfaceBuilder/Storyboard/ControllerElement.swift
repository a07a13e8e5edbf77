import PopsplitModel

/// The view controller elements of a storyboard (and an Xcode 5 nib), and the scene document type
/// each becomes.
enum ControllerElement: String, CaseIterable {
    /// `UIViewController`.
    case viewController
    /// `UITableViewController`: a plain controller whose view is its table.
    case tableViewController
    /// `UINavigationController`.
    case navigationController
    /// `UITabBarController`.
    case tabBarController
    /// `UISplitViewController`.
    case splitViewController
    /// `UIPageViewController`.
    case pageViewController
    /// `UICollectionViewController` (iOS 6): a plain controller.
    case collectionViewController
    /// `GLKViewController`: a plain controller.
    case glkViewController

    /// The scene document type, before what the file's connections add (an embed segue makes a
    /// container) and the class names popsplit recognises (``KnownClass``).
    var type: ControllerType {
        switch self {
        case .viewController, .tableViewController, .collectionViewController, .glkViewController: .plain
        case .navigationController: .navigation
        case .tabBarController: .tabBar
        case .splitViewController: .split
        case .pageViewController: .pageView
        }
    }
}
