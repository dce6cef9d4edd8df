import SwiftUI

enum HomeRoom: String, CaseIterable, Identifiable {
    case living = "Living"
    case kitchen = "Kitchen"
    case bedroom = "Bedroom"

    var id: String { rawValue }
}

enum AccessoryKind {
    case lamp, fan, plug, lock

    var symbol: String {
        switch self {
        case .lamp: "lightbulb.fill"
        case .fan: "wind"
        case .plug: "powerplug.fill"
        case .lock: "lock.fill"
        }
    }
}

struct HomeAccessory: Identifiable {
    var id: String { name }
    let name: String
    let room: HomeRoom
    let kind: AccessoryKind
    var isOn: Bool
    var isReachable = true
}

/// One accessory: the symbol on a disc, a switch, its name and state; lit up orange while it is on.
struct AccessoryTile: View {
    @Binding var accessory: HomeAccessory

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .top) {
                Image(systemName: accessory.kind.symbol)
                    .font(.system(size: 18, weight: .semibold))
                    .foregroundStyle(accessory.isOn ? .orange : .secondary)
                    .frame(width: 36, height: 36)
                    .background(accessory.isOn ? Color.white : Color(.systemGray5), in: Circle())
                Spacer()
                Toggle("Power", isOn: $accessory.isOn)
                    .labelsHidden()
                    .toggleStyle(.switch)
                    .tint(.orange)
            }
            Text(accessory.name)
                .font(.subheadline.weight(.semibold))
                .lineLimit(1)
            Text(accessory.isOn ? "On" : "Off")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(
            accessory.isOn ? Color.orange.opacity(0.16) : Color(.secondarySystemBackground),
            in: RoundedRectangle(cornerRadius: 16, style: .continuous)
        )
        .overlay(alignment: .topTrailing) {
            if !accessory.isReachable {
                Text("No Response")
                    .font(.system(size: 9, weight: .bold))
                    .foregroundStyle(.white)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 3)
                    .background(.red, in: Capsule())
                    .offset(x: 4, y: -6)
            }
        }
    }
}

/// A room's accessories two to a row under a room picker.
struct RoomAccessoriesView: View {
    @State var room: HomeRoom
    @State var accessories: [HomeAccessory]

    private let columns = [
        GridItem(.flexible(), spacing: 12),
        GridItem(.flexible(), spacing: 12),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Picker("Room", selection: $room) {
                ForEach(HomeRoom.allCases) { room in
                    Text(room.rawValue).tag(room)
                }
            }
            .pickerStyle(.segmented)

            LazyVGrid(columns: columns, spacing: 12) {
                ForEach($accessories) { $accessory in
                    if accessory.room == room {
                        AccessoryTile(accessory: $accessory)
                    }
                }
            }
            Spacer(minLength: 0)
        }
        .padding(16)
    }
}
