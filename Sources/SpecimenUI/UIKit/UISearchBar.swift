import Foundation

/// A specialized view for receiving search-related information from the user.
///
/// Under a representable it is drawn at rest, 56 pt tall (its intrinsic height): the search
/// field of `.searchable` (a 36-pt rounded `tertiarySystemFill` field with a magnifying glass),
/// 8 pt in from each side, showing `text` in the label colour or else `placeholder` (or
/// "Search") in the secondary colour; a `Cancel` button after it when `showsCancelButton`.
/// `.default` and `.prominent` bars also draw the bar's grey background; `.minimal` draws none.
/// The 56-pt height and 8-pt insets are Specimen's estimate of UIKit's bar.
open class UISearchBar: UIView, @unchecked Sendable {
  /// Constants that specify the search bar style.
  public enum Style: UInt, Sendable {
    case `default` = 0, prominent = 1, minimal = 2
  }

  /// The current or starting search text.
  open var text: String?
  /// The string that displays when there's no other text in the search field.
  open var placeholder: String?
  /// A single line of text that appears at the top of the search bar.
  open var prompt: String?
  /// The search bar's style.
  open var searchBarStyle: Style = .default
  /// A Boolean value that indicates whether the cancel button appears.
  open var showsCancelButton = false
  /// A Boolean value that indicates whether the bookmark button appears.
  open var showsBookmarkButton = false
  /// A Boolean value that indicates whether the scope bar appears.
  open var showsScopeBar = false
  /// An array of strings that represent the titles of the scope buttons.
  open var scopeButtonTitles: [String]?
  /// The index of the selected scope button.
  open var selectedScopeButtonIndex = 0
  /// The tint color to apply to the search bar background.
  open var barTintColor: UIColor?
  /// A Boolean value that indicates whether the search bar is translucent.
  open var isTranslucent = true
  /// The bar's text field (kept; the bar draws its own field from `text` and `placeholder`).
  open var searchTextField = UISearchTextField()
  /// The search bar's delegate.
  open weak var delegate: (any UISearchBarDelegate)?
  /// The auto-capitalization style for the text object.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// The autocorrection style for the text object.
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// The spell-checking style for the text object.
  open var spellCheckingType: UITextSpellCheckingType = .default
  /// The keyboard type for the text object.
  open var keyboardType: UIKeyboardType = .default
  /// The visible title of the Return key.
  open var returnKeyType: UIReturnKeyType = .search
  /// A Boolean value that indicates whether the system automatically enables the Return key.
  open var enablesReturnKeyAutomatically = true

  /// Sets the display state of the cancel button.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// The bar's height; its width follows the space offered.
  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 56) }
}

/// The methods a search bar's delegate may implement (all optional; none is called in a still render).
public protocol UISearchBarDelegate: AnyObject {
  /// Asks the delegate if editing should begin in the specified search bar.
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// Tells the delegate when the user begins editing the search text.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Asks the delegate if editing should stop in the specified search bar.
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  /// Tells the delegate that the user finished editing the search text.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// Tells the delegate that the user changed the search text.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Asks the delegate if text in a specified range should be replaced with given text.
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  /// Tells the delegate that the search button was tapped.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// Tells the delegate that the bookmark button was tapped.
  func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
  /// Tells the delegate that the cancel button was tapped.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// Tells the delegate that the search results list button was tapped.
  func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
  /// Tells the delegate that the scope button selection changed.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

extension UISearchBar: UIKitRestingDrawing {
  var restingDrawing: AnyView? {
    let typed = text.flatMap { $0.isEmpty ? nil : $0 }
    let field = HStack(spacing: SearchFieldMetrics.iconSpacing) {
      Image(systemName: "magnifyingglass").foregroundStyle(HierarchicalShapeStyle.secondary)
      Text(verbatim: typed ?? placeholder ?? "Search")
        .foregroundStyle(typed == nil ? HierarchicalShapeStyle.secondary : HierarchicalShapeStyle.primary)
        .lineLimit(1)
      Spacer(minLength: 0)
    }
    .font(.body)
    .padding(.leading, SearchFieldMetrics.iconInset)
    .frame(height: SearchFieldMetrics.fieldHeight)
    .background(RoundedRectangle(cornerRadius: SearchFieldMetrics.cornerRadius, style: .continuous)
      .fill(FormPalette.tertiarySystemFill))
    let bar = HStack(spacing: 8) {
      field
      if showsCancelButton { Text("Cancel").font(.body).foregroundStyle(.tint) }
    }
    .padding(.horizontal, 8)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    guard searchBarStyle != .minimal else { return AnyView(bar) }
    return AnyView(bar.background(Color(uiColor: barTintColor ?? .systemGroupedBackground)))
  }
}

/// The text field of a search bar.
open class UISearchTextField: UITextField, @unchecked Sendable {}
