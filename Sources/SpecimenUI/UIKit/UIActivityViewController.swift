import Foundation

// UIKit's share sheet, which public SwiftUI code wraps in a `UIViewControllerRepresentable`
// (`ShareSheet(activityItems:)`). A render shares nothing: the controller's view is the system
// background the sheet's grouped list sits on, drawn over the space its representable is offered,
// without the sheet's app row or actions; the completion handler is never called (docs/unsupported.md).

/// An abstract class that you subclass to implement an app-specific service in the share sheet.
open class UIActivity: NSObject, @unchecked Sendable {
  /// The type of service an activity provides.
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
    public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
    public static let collaborationInviteWithLink = ActivityType("com.apple.UIKit.activity.CollaborationInviteWithLink")
    public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
    public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
  }
  /// The category an activity appears in.
  public enum Category: Int, Sendable { case action = 0, share }

  /// The category of the activity (`.action` unless a subclass says otherwise).
  open class var activityCategory: Category { .action }
  /// The type of the activity.
  open var activityType: ActivityType? { nil }
  /// The activity's title in the sheet.
  open var activityTitle: String? { nil }
  /// The activity's image in the sheet.
  open var activityImage: UIImage? { nil }
  /// Whether the activity can act on the items.
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
  /// Prepares the activity to act on the items.
  open func prepare(withActivityItems activityItems: [Any]) {}
  /// Performs the activity (never in a render).
  open func perform() {}
  /// Tells the system the activity finished.
  open func activityDidFinish(_ completed: Bool) {}
  /// Creates an activity.
  public override init() { super.init() }
}

/// A view controller that you use to offer standard services from your app (the share sheet).
open class UIActivityViewController: UIViewController, @unchecked Sendable {
  /// A closure called when the sheet is dismissed: the activity chosen, whether it completed, the items it
  /// returned and an error (never called in a render).
  public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

  /// The items the sheet shares.
  public let activityItems: [Any]
  /// The app's own services offered in the sheet.
  public let applicationActivities: [UIActivity]?
  /// The services the sheet leaves out.
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  /// The closure to call when the sheet is dismissed (kept, never called).
  open var completionWithItemsHandler: CompletionWithItemsHandler?
  /// Whether the sheet lets the user edit the shared content before sharing.
  open var allowsProminentActivity = true

  /// Creates a share sheet for items and the app's own services.
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a share sheet from an archive; like UIKit's, it cannot.
  public required init?(coder: NSCoder) { return nil }

  /// Creates the controller's view: the grouped background the sheet's list sits on.
  open override func loadView() {
    super.loadView()
    view.backgroundColor = .systemGroupedBackground
  }
}
