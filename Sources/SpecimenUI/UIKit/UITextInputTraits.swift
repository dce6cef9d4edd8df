import Foundation

/// The autocorrection behavior of a text object.
public enum UITextAutocorrectionType: Int, Sendable {
  case `default` = 0, no = 1, yes = 2
}

/// The text string for the Return key of a keyboard.
public enum UIReturnKeyType: Int, Sendable {
  case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// The spell-checking style for a text object.
public enum UITextSpellCheckingType: Int, Sendable {
  case `default` = 0, no = 1, yes = 2
}

/// The methods a scroll view's delegate may implement (all optional; none is called in a still render).
public protocol UIScrollViewDelegate: AnyObject {}
