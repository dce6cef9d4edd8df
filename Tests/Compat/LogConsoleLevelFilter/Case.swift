import CompatSupport
import SpecimenUI

// The filter stands on WRN (its segment's white thumb, 170, 14, on the grey track, 60, 14), so the three entries at
// WRN and above are listed and the DBG and INF ones are not. The monospaced time column is twelve equal advances
// wide, so every level badge starts at the same x: the orange WRN badge spans 97-121 (97, 59; 121, 59) after a gap
// (92, 59); the ERR badge is red (121, 80). The second row is striped (318, 80), the first is not (318, 59); the error
// row has a red bar down its leading edge (1, 80). The status bar's dot is green on the secondary background.
public let compatCase = CompatCase("LogConsoleLevelFilter", width: 320, height: 240, probes: [
        .at(170, 14, "#FFFFFF"), .at(60, 14, "#EFEFF0"),
        .at(92, 59, "#FFFFFF"), .at(97, 59, "#FF9500"), .at(121, 59, "#FF9500"), .at(121, 80, "#FF3B30"),
        .at(318, 59, "#FFFFFF"), .at(318, 80, "#F0F0F0"), .at(1, 80, "#FF3B30"),
        .at(14, 227, "#34C759"), .at(300, 215, "#F2F2F7")]) {
    ConsoleScreen(entries: [
        ConsoleEntry(id: 1, timestamp: "09:41:02.118", level: .debug, message: "cache warmed in 12 ms"),
        ConsoleEntry(id: 2, timestamp: "09:41:02.530", level: .warning, message: "retrying /v2/sync (attempt 2)"),
        ConsoleEntry(id: 3, timestamp: "09:41:03.004", level: .info, message: "signed in as demo"),
        ConsoleEntry(id: 4, timestamp: "09:41:03.771", level: .error, message: "decode failed: missing key \"id\""),
        ConsoleEntry(id: 5, timestamp: "09:41:04.090", level: .warning, message: "slow frame: 48 ms"),
    ], threshold: .warning)
}
