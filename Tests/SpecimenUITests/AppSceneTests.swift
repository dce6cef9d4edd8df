import Foundation
import SpecimenUI
import Testing

/// An app with two window groups, one behind `if`, and a settings scene.
private struct TwoWindowApp: App {
  var showsNotes = true
  var body: some Scene {
    WindowGroup { Text("Main") }
      .onChange(of: showsNotes) { _, _ in }
    if showsNotes {
      WindowGroup("Notes", id: "notes") { Text("Notes") }
        .defaultSize(width: 300, height: 200)
    }
    Settings { Text("Settings") }
  }
}

/// A scene written as a type of its own, read through its body.
private struct LibraryScene: Scene {
  var body: some Scene { WindowGroup(id: "library") { Text("Library") } }
}

private struct SceneTypeApp: App {
  var body: some Scene { LibraryScene() }
}

/// A Mac-style app: a window group with menu commands and window behaviours, and a settings scene
/// that fits its content (`windowResizability(.contentSize)`), as macOS apps write them.
private struct MenuCommandsApp: App {
  var showsDebugMenu = true
  var body: some Scene {
    WindowGroup { Text("Library") }
      .commands {
        SidebarCommands()
        CommandGroup(replacing: .newItem) { Button("New Shelf") {}.keyboardShortcut("n") }
        CommandGroup(after: .pasteboard) { Divider() }
        CommandGroup(replacing: .help) {}
        if showsDebugMenu {
          CommandMenu("Debug") { Button("Reload") {} }
        } else {
          ToolbarCommands()
        }
        TextEditingCommands()
      }
      .windowToolbarStyle(.unified(showsTitle: false))
      .defaultPosition(.topLeading)
      .handlesExternalEvents(matching: ["library"])
    Settings { Form { Toggle("Sync", isOn: .constant(true)) }.frame(width: 300) }
      .windowResizability(.contentSize)
      .commandsRemoved()
  }
}

/// A menu bar app (macOS 13): a menu bar extra in the window style beside a window group, and one
/// the user can remove, labelled by a view; a menu bar extra is no window group.
private struct MenuBarApp: App {
  var hasWindow = true
  @State private var showsTimer = true
  var body: some Scene {
    if hasWindow {
      WindowGroup { Text("Library") }
    }
    MenuBarExtra("Status", systemImage: "bolt.fill") { Text("Charging") }
      .menuBarExtraStyle(.window)
    MenuBarExtra(isInserted: $showsTimer) {
      Button("Quit") {}
    } label: {
      Image(systemName: "timer")
    }
    .menuBarExtraStyle(.menu)
  }
}

@Suite struct AppSceneTests {
  @MainActor @Test func commandsAndWindowBehavioursCompileAndLeaveTheWindowGroupsAsDeclared() {
    #expect(SceneTree.windowGroupCount(MenuCommandsApp().body) == 1)
    #expect(SceneTree.windowGroupCount(MenuCommandsApp(showsDebugMenu: false).body) == 1)
    #expect(AppLaunch.message(for: MenuCommandsApp()).contains("(1 window group declared)"))
  }

  @MainActor @Test func menuBarExtrasCompileAndAreNotWindowGroups() {
    #expect(SceneTree.windowGroupCount(MenuBarApp().body) == 1)
    #expect(SceneTree.windowGroupCount(MenuBarApp(hasWindow: false).body) == 0)
    #expect(SceneTree.windowGroupCount(MenuBarExtra("Clock", image: "clock-icon") { Text("12:00") }.menuBarExtraStyle(.automatic)) == 0)
  }

  @MainActor @Test func launchMessageNamesTheAppAndCountsItsWindowGroups() {
    #expect(AppLaunch.message(for: TwoWindowApp()) == "TwoWindowApp: Specimen draws views, not apps, so App.main() starts nothing "
      + "(2 window groups declared); render the views of its scenes instead.")
    #expect(AppLaunch.message(for: TwoWindowApp(showsNotes: false)).contains("(1 window group declared)"))
  }

  @MainActor @Test func customScenesAreReadThroughTheirBody() {
    #expect(SceneTree.windowGroupCount(SceneTypeApp().body) == 1)
    #expect(SceneTree.windowGroupCount(Settings { Text("x") }) == 0)
  }
}
