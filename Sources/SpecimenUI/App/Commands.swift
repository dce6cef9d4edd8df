import Foundation

/// Conforming types represent a group of related commands that can be exposed to the user via the main
/// menu on macOS and key commands on iOS (`Scene.commands(content:)`).
///
/// Commands compile as in SwiftUI; Specimen never runs an app or shows its menus, so they configure
/// nothing in a render (docs/unsupported.md).
@MainActor @preconcurrency
public protocol Commands {
  /// The type of commands that represents the body of this command hierarchy.
  associatedtype Body: Commands
  /// The contents of the command hierarchy.
  @CommandsBuilder var body: Self.Body { get }
}

nonisolated extension Never: Commands {}

/// Commands made of other commands (`@CommandsBuilder` blocks, `if` and `if`/`else`).
nonisolated public struct _CombinedCommands: Commands {
  let parts: [any Commands]
  public var body: Never { primitiveBody(Self.self) }
}

/// Constructs command sets from multi-expression closures.
@resultBuilder
public enum CommandsBuilder {
  public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }
  public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> _CombinedCommands {
    var parts: [any Commands] = []
    for part in repeat each content { parts.append(part) }
    return _CombinedCommands(parts: parts)
  }
  public static func buildOptional(_ content: (any Commands)?) -> _CombinedCommands { _CombinedCommands(parts: content.map { [$0] } ?? []) }
  public static func buildEither<Content: Commands>(first: Content) -> _CombinedCommands { _CombinedCommands(parts: [first]) }
  public static func buildEither<Content: Commands>(second: Content) -> _CombinedCommands { _CombinedCommands(parts: [second]) }
  public static func buildLimitedAvailability(_ content: any Commands) -> _CombinedCommands { _CombinedCommands(parts: [content]) }
}

/// Empty commands.
nonisolated public struct EmptyCommands: Commands {
  /// Creates an empty command hierarchy.
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}

/// The standard locations that you can place new command groups relative to.
nonisolated public struct CommandGroupPlacement: Sendable {
  let name: String
  /// Placement for commands that present information about the app.
  public static let appInfo = CommandGroupPlacement(name: "appInfo")
  /// Placement for commands that expose app settings and preferences.
  public static let appSettings = CommandGroupPlacement(name: "appSettings")
  /// Placement for commands that expose services other apps provide.
  public static let systemServices = CommandGroupPlacement(name: "systemServices")
  /// Placement for commands that control the visibility of running apps.
  public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
  /// Placement for commands that result in app termination.
  public static let appTermination = CommandGroupPlacement(name: "appTermination")
  /// Placement for commands that create and open different kinds of documents.
  public static let newItem = CommandGroupPlacement(name: "newItem")
  /// Placement for commands that save open documents and close windows.
  public static let saveItem = CommandGroupPlacement(name: "saveItem")
  /// Placement for commands that relate to importing and exporting data.
  public static let importExport = CommandGroupPlacement(name: "importExport")
  /// Placement for commands related to printing app content.
  public static let printItem = CommandGroupPlacement(name: "printItem")
  /// Placement for commands that control the Undo Manager.
  public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
  /// Placement for commands that interact with the Clipboard and manipulate content.
  public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
  /// Placement for commands that manipulate and transform text selections.
  public static let textEditing = CommandGroupPlacement(name: "textEditing")
  /// Placement for commands that manipulate and transform the styles applied to text selections.
  public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
  /// Placement for commands that manipulate the toolbar.
  public static let toolbar = CommandGroupPlacement(name: "toolbar")
  /// Placement for commands that control the app's sidebar and full-screen modes.
  public static let sidebar = CommandGroupPlacement(name: "sidebar")
  /// Placement for commands that control the size of the window.
  public static let windowSize = CommandGroupPlacement(name: "windowSize")
  /// Placement for commands that describe and reveal any windows that the app defines.
  public static let windowList = CommandGroupPlacement(name: "windowList")
  /// Placement for commands that describe and reveal windows defined by single-window scenes.
  public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
  /// Placement for commands that arrange all of an app's windows.
  public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
  /// Placement for commands that present documentation and helpful information to people.
  public static let help = CommandGroupPlacement(name: "help")
}

/// Groups of controls that you can add to existing command menus.
nonisolated public struct CommandGroup<Content: View>: Commands {
  let placement: CommandGroupPlacement
  let content: Content
  /// A value describing the addition of the given views to the beginning of the indicated group.
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { (placement, content) = (group, addition()) }
  /// A value describing the addition of the given views to the end of the indicated group.
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { (placement, content) = (group, addition()) }
  /// A value describing the complete replacement of the contents of the indicated group with the given views.
  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { (placement, content) = (group, addition()) }
  public var body: Never { primitiveBody(Self.self) }
}

/// Command menus are stand-alone, top-level containers for controls that perform related, app-specific commands.
nonisolated public struct CommandMenu<Content: View>: Commands {
  let name: Text
  let content: Content
  /// Creates a new menu with a localized name for a collection of app-specific commands.
  public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { (name, self.content) = (Text(nameKey), content()) }
  /// Creates a new menu for a collection of app-specific commands.
  public init(_ name: Text, @ViewBuilder content: () -> Content) { (self.name, self.content) = (name, content()) }
  /// Creates a new menu for a collection of app-specific commands, with a string name.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) { (self.name, self.content) = (Text(name), content()) }
  public var body: Never { primitiveBody(Self.self) }
}

/// A built-in set of commands for manipulating window sidebars.
nonisolated public struct SidebarCommands: Commands {
  /// A new value describing the built-in sidebar-related commands.
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}

/// A built-in set of commands for manipulating window toolbars.
nonisolated public struct ToolbarCommands: Commands {
  /// A new value describing the built-in toolbar-related commands.
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}

/// A built-in group of commands for searching, editing, and transforming selections of text.
nonisolated public struct TextEditingCommands: Commands {
  /// A new value describing the built-in text-editing commands.
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}

/// A built-in set of commands for transforming the styles applied to selections of text.
nonisolated public struct TextFormattingCommands: Commands {
  /// A new value describing the built-in text-formatting commands.
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}

/// A built-in set of commands that enables importing content from nearby devices.
nonisolated public struct ImportFromDevicesCommands: Commands {
  /// Creates a value describing the built-in commands for importing from devices.
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}

/// A built-in set of commands for manipulating inspectors.
nonisolated public struct InspectorCommands: Commands {
  /// A new value describing the built-in inspector-related commands.
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}
