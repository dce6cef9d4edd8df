#if canImport(SwiftUI)
import SwiftUI
#else
import SpecimenUI
#endif
import Specimen

/// Lists and navigation as still frames: an inset-grouped settings list in every list style,
/// a list in edit mode, a navigation stack with a large and an inline title (and a searchable one),
/// and a form's date picker in each date picker style.
enum ListsCatalog {
  static var entries: [CatalogEntry] { [listStyles, listEditMode, navigationStack, datePickerStyles] }

  /// A settings list in each iOS list style, at an iPhone Pro Max's 430-pt width.
  static let listStyles = CatalogEntry(
    "ListStyles", axes: [
      SeedCatalog.viewAxis(["insetGrouped", "grouped", "plain", "inset", "sidebar"]),
    ], cellWidth: 430
  ) { state in
    let list = SettingsList()
    Group {
      switch state.label {
      case "grouped": list.listStyle(.grouped)
      case "plain": list.listStyle(.plain)
      case "inset": list.listStyle(.inset)
      case "sidebar": list.listStyle(.sidebar)
      default: list.listStyle(.insetGrouped)
      }
    }
    // A list fills its proposal like a scroll view: 460 pt shows every style's last footer.
    .frame(height: 460)
  }

  /// A favourites list after its Edit button is tapped: rows that delete and move draw their delete and reorder
  /// controls ("reorder"); a list bound to a set selection draws a selection circle on each row ("select").
  static let listEditMode = CatalogEntry(
    "ListEditMode", axes: [
      SeedCatalog.viewAxis(["reorder", "select"]),
      .colorScheme,
    ], cellWidth: 393
  ) { state in
    let cities = ["Lisbon", "Oslo", "Kyoto", "Valparaíso"]
    NavigationStack {
      Group {
        if state.label == "select" {
          List(selection: .constant(Set(["Oslo", "Kyoto"]))) {
            ForEach(cities, id: \.self) { Label($0, systemImage: "building.2") }
          }
        } else {
          List {
            Section("Favourites") {
              ForEach(cities, id: \.self) { Label($0, systemImage: "star.fill") }
                .onDelete { _ in }
                .onMove { _, _ in }
            }
            Section { Text("Recently Deleted") }
          }
        }
      }
      .navigationTitle("Cities")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar { EditButton() }
    }
    .environment(\.editMode, .constant(.active))
    // 400 pt shows the second section's card whole under the inline bar.
    .frame(height: 400)
  }

  /// A settings screen in a NavigationStack, with a large or inline title and a toolbar button;
  /// "search" is the large title with `.searchable`'s resting field in the bar's drawer.
  static let navigationStack = CatalogEntry(
    "NavigationStack", axes: [
      SeedCatalog.viewAxis(["large", "inline", "search"]),
      .colorScheme,
    ], cellWidth: 430
  ) { state in
    NavigationStack {
      SettingsList()
        .navigationTitle("Settings")
        .navigationBarTitleDisplayMode(state.label == "inline" ? .inline : .large)
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
        }
        .searchable(text: .constant(""), placement: state.label == "search" ? .automatic : .toolbar, prompt: "Settings")
    }
    .frame(height: 440)
  }

  /// An event form's date picker in the compact, graphical and wheel styles, at 9:41 on 9 January 2007.
  static let datePickerStyles = CatalogEntry(
    "DatePickerStyles", axes: [
      SeedCatalog.viewAxis(["compact", "graphical", "wheel"]),
      .colorScheme,
    ], cellWidth: 393
  ) { state in
    let picker = DatePicker("Starts", selection: .constant(Date(timeIntervalSince1970: 1_168_335_660)))
    Form {
      Section {
        switch state.label {
        case "graphical": picker.datePickerStyle(.graphical)
        case "wheel": picker.datePickerStyle(.wheel)
        default: picker.datePickerStyle(.compact)
        }
      }
    }
    .frame(height: 520)
  }
}

/// An iOS Settings-like list: icon rows with values, a toggle, and a footer.
struct SettingsList: View {
  var body: some View {
    List {
      Section {
        SettingsRow(symbol: "wifi", color: .blue, title: "Wi-Fi") { Text("Home").foregroundStyle(.secondary) }
        SettingsRow(symbol: "speaker.wave.3.fill", color: .pink, title: "Sounds") {
          Toggle("", isOn: .constant(true)).labelsHidden()
        }
        SettingsRow(symbol: "globe", color: .green, title: "Language") { Text("English").foregroundStyle(.secondary) }
      }
      Section {
        SettingsRow(symbol: "bell.fill", color: .red, title: "Notifications") { EmptyView() }
        SettingsRow(symbol: "moon", color: .indigo, title: "Focus") { EmptyView() }
      } header: {
        Text("Alerts")
      } footer: {
        Text("Focus silences calls and alerts while you work.")
      }
    }
  }
}

/// One settings row: a white symbol on a rounded colored square, a title, and a trailing accessory.
struct SettingsRow<Accessory: View>: View {
  let symbol: String
  let color: Color
  let title: String
  @ViewBuilder let accessory: () -> Accessory

  var body: some View {
    HStack(spacing: 12) {
      Image(systemName: symbol)
        .font(.system(size: 15, weight: .semibold))
        .foregroundStyle(.white)
        .frame(width: 29, height: 29)
        .background(RoundedRectangle(cornerRadius: 7, style: .continuous).fill(color))
      Text(title)
      Spacer(minLength: 8)
      accessory()
    }
  }
}
