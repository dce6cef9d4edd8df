import Foundation

/// A view that adds translucency and vibrancy effects to the views in your interface (AppKit's blur view).
///
/// Under an `NSViewRepresentable` Specimen draws it as the SwiftUI material closest to its
/// `material` (`drawn`), which blurs what the cell drew behind it; `blendingMode` and `state` are
/// kept (a still has no desktop behind the window, nor an inactive window).
open class NSVisualEffectView: NSView, @unchecked Sendable {
  /// The material the view shows.
  open var material: Material = .appearanceBased
  /// Whether the view blurs what is behind the window or what is behind it in the window.
  open var blendingMode: BlendingMode = .behindWindow
  /// Whether the view looks active, inactive, or follows its window.
  open var state: State = .followsWindowActiveState
  /// Whether the view uses its emphasized look.
  open var isEmphasized = false

  /// Creates an effect view with the given frame.
  public override init(frame frameRect: NSRect) { super.init(frame: frameRect) }
  /// Creates an effect view from data in an unarchiver.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The material shown by an effect view (AppKit's raw values).
  public enum Material: Int, Sendable {
    case appearanceBased = 0, light = 1, dark = 2, titlebar = 3, selection = 4, menu = 5, popover = 6, sidebar = 7
    case mediumLight = 8, ultraDark = 9, headerView = 10, sheet = 11, windowBackground = 12, hudWindow = 13
    case fullScreenUI = 15, toolTip = 17, contentBackground = 18, underWindowBackground = 21, underPageBackground = 22
  }

  /// How the view blends with what is behind it.
  public enum BlendingMode: Int, Sendable {
    case behindWindow = 0, withinWindow = 1
  }

  /// Whether the view's material looks active.
  public enum State: Int, Sendable {
    case followsWindowActiveState = 0, active = 1, inactive = 2
  }

  /// The SwiftUI material Specimen draws, and the colour scheme the material forces (nil: the environment's).
  /// Apple publishes no correspondence: bars and headers are the bar material, menus, sheets and the
  /// ultra-dark look the thick one, sidebars and what lies under a window the thin one, the HUD window
  /// the ultra-thin one in dark, the rest the regular one.
  var drawn: (material: SpecimenUI.Material, scheme: ColorScheme?) {
    switch material {
    case .titlebar, .headerView: (.bar, nil)
    case .menu, .sheet: (.thick, nil)
    case .sidebar, .underWindowBackground: (.thin, nil)
    case .hudWindow: (.ultraThin, .dark)
    case .light: (.regular, .light)
    case .dark: (.regular, .dark)
    case .mediumLight: (.thin, .light)
    case .ultraDark: (.thick, .dark)
    default: (.regular, nil)
    }
  }
}
