#!/usr/bin/env python3
"""Writes Trailmap.docc/Trailmap.symbols.json: a small, hand-made symbol graph for the
fictional Trailmap module, in the format `swift build -Xswiftc -emit-symbol-graph` writes
(format 0.6.0). The USRs are real Swift manglings of the declarations listed in
the comments, so DocC's hash disambiguation (-1ntpg ...) works on it."""
import json, os

def frag(*parts):
    out = []
    for p in parts:
        kind, text = p.split(':', 1)
        f = {"kind": {"k": "keyword", "t": "text", "i": "identifier", "ty": "typeIdentifier",
                      "ep": "externalParam", "ip": "internalParam", "a": "attribute"}[kind], "spelling": text}
        out.append(f)
    return out

def doc(*lines):
    return {"module": "Trailmap", "lines": [{"text": l} for l in lines]}

KINDS = {"struct": "Structure", "property": "Instance Property", "type.property": "Type Property",
         "init": "Initializer", "method": "Instance Method", "enum": "Enumeration", "enum.case": "Case",
         "func.op": "Operator", "protocol": "Protocol", "func": "Function"}

def sym(kind, usr, path, decl, comment=None, signature=None, availability=None, title=None):
    s = {"kind": {"identifier": "swift." + kind, "displayName": KINDS[kind]},
         "identifier": {"precise": usr, "interfaceLanguage": "swift"},
         "pathComponents": path,
         "names": {"title": title or path[-1], "subHeading": decl},
         "declarationFragments": decl,
         "accessLevel": "public"}
    if comment: s["docComment"] = doc(*comment)
    if signature: s["functionSignature"] = signature
    if availability: s["availability"] = availability
    return s

def param(label, internal, typename, usr=None):
    t = {"kind": "typeIdentifier", "spelling": typename}
    if usr: t["preciseIdentifier"] = usr
    return {"name": label, "internalName": internal,
            "declarationFragments": [{"kind": "identifier", "spelling": internal}, {"kind": "text", "spelling": ": "}, t]}

def returns(typename, usr):
    return [{"kind": "typeIdentifier", "spelling": typename, "preciseIdentifier": usr}]

TRAIL = "s:8Trailmap5TrailV"
UNIT = "s:8Trailmap5TrailV4UnitO"
DIFF = "s:8Trailmap5TrailV10DifficultyO"
WAYPOINT = "s:8Trailmap8WaypointP"

symbols = [
    # public struct Trail
    sym("struct", TRAIL, ["Trail"], frag("k:struct", "t: ", "i:Trail"),
        ["A marked route between two trailheads.", "",
         "Measure it with ``length(in:)-(Unit)``, or join two trails with ``+(_:_:)``."]),
    # public var name: String
    sym("property", "s:8Trailmap5TrailV4nameSSvp", ["Trail", "name"],
        frag("k:var", "t: ", "i:name", "t:: ", "ty:String"), ["The name printed on the trailhead sign."]),
    # public var difficulty: Difficulty   (lower-case twin of the nested type Difficulty)
    sym("property", "s:8Trailmap5TrailV10difficultyAC10DifficultyOvp", ["Trail", "difficulty"],
        frag("k:var", "t: ", "i:difficulty", "t:: ", "ty:Difficulty"), ["How much effort the trail takes."]),
    # public init(name: String, difficulty: Difficulty)
    sym("init", "s:8Trailmap5TrailV4name10difficultyACSS_AC10DifficultyOtcfc", ["Trail", "init(name:difficulty:)"],
        frag("k:init", "t:(", "ep:name", "t:: ", "ty:String", "t:, ", "ep:difficulty", "t:: ", "ty:Difficulty", "t:)"),
        ["Creates a trail with a sign name and a grade.", "",
         "- Parameters:", "  - name: The trailhead name.", "  - difficulty: The grade of effort."],
        {"parameters": [param("name", "name", "String", "s:SS"), param("difficulty", "difficulty", "Difficulty", DIFF)]}),
    # public func length(in unit: Unit) -> Double
    sym("method", "s:8Trailmap5TrailV6length2inSdAC4UnitO_tF", ["Trail", "length(in:)"],
        frag("k:func", "t: ", "i:length", "t:(", "ep:in", "t: ", "ip:unit", "t:: ", "ty:Unit", "t:) -> ", "ty:Double"),
        ["Measures the trail in a distance unit."],
        {"parameters": [param("in", "unit", "Unit", UNIT)], "returns": returns("Double", "s:Sd")}),
    # public func length(in unitName: String) -> Double
    sym("method", "s:8Trailmap5TrailV6length2inSdSS_tF", ["Trail", "length(in:)"],
        frag("k:func", "t: ", "i:length", "t:(", "ep:in", "t: ", "ip:unitName", "t:: ", "ty:String", "t:) -> ", "ty:Double"),
        ["Measures the trail in a unit given by its abbreviation, such as \"km\"."],
        {"parameters": [param("in", "unitName", "String", "s:SS")], "returns": returns("Double", "s:Sd")}),
    # public var markers: [String]
    sym("property", "s:8Trailmap5TrailV7markersSaySSGvp", ["Trail", "markers"],
        frag("k:var", "t: ", "i:markers", "t:: [", "ty:String", "t:]"), ["The blazes painted along this trail."]),
    # public static var markers: [String]
    sym("type.property", "s:8Trailmap5TrailV7markersSaySSGvpZ", ["Trail", "markers"],
        frag("k:static", "t: ", "k:var", "t: ", "i:markers", "t:: [", "ty:String", "t:]"),
        ["Every blaze colour the park service uses."]),
    # public enum Difficulty { case easy, moderate, strenuous }
    sym("enum", DIFF, ["Trail", "Difficulty"], frag("k:enum", "t: ", "i:Difficulty"),
        ["A grade of effort."], title="Trail.Difficulty"),
    sym("enum.case", "s:8Trailmap5TrailV10DifficultyO4easyyA2EmF", ["Trail", "Difficulty", "easy"],
        frag("k:case", "t: ", "i:easy"), title="Trail.Difficulty.easy"),
    sym("enum.case", "s:8Trailmap5TrailV10DifficultyO8moderateyA2EmF", ["Trail", "Difficulty", "moderate"],
        frag("k:case", "t: ", "i:moderate"), title="Trail.Difficulty.moderate"),
    sym("enum.case", "s:8Trailmap5TrailV10DifficultyO9strenuousyA2EmF", ["Trail", "Difficulty", "strenuous"],
        frag("k:case", "t: ", "i:strenuous"), title="Trail.Difficulty.strenuous"),
    # public enum Unit { case kilometres, miles }
    sym("enum", UNIT, ["Trail", "Unit"], frag("k:enum", "t: ", "i:Unit"), ["A distance unit."], title="Trail.Unit"),
    sym("enum.case", "s:8Trailmap5TrailV4UnitO10kilometresyA2EmF", ["Trail", "Unit", "kilometres"],
        frag("k:case", "t: ", "i:kilometres"), title="Trail.Unit.kilometres"),
    sym("enum.case", "s:8Trailmap5TrailV4UnitO5milesyA2EmF", ["Trail", "Unit", "miles"],
        frag("k:case", "t: ", "i:miles"), title="Trail.Unit.miles"),
    # @available(*, deprecated, renamed: "name") public var title: String
    sym("property", "s:8Trailmap5TrailV5titleSSvp", ["Trail", "title"],
        frag("k:var", "t: ", "i:title", "t:: ", "ty:String"), ["The old name of ``name``."],
        availability=[{"domain": "*", "isUnconditionallyDeprecated": True, "renamed": "name"}]),
    # public static func + (lhs: Trail, rhs: Trail) -> Trail
    sym("func.op", "s:8Trailmap5TrailV1poiyA2C_ACtFZ", ["Trail", "+(_:_:)"],
        frag("k:static", "t: ", "k:func", "t: ", "i:+", "t: (", "ip:lhs", "t:: ", "ty:Trail", "t:, ", "ip:rhs", "t:: ", "ty:Trail", "t:) -> ", "ty:Trail"),
        ["Joins two trails end to end."],
        {"parameters": [param("lhs", "lhs", "Trail", TRAIL), param("rhs", "rhs", "Trail", TRAIL)], "returns": returns("Trail", TRAIL)}),
    # public protocol Waypoint { var elevation: Int { get } }
    sym("protocol", WAYPOINT, ["Waypoint"], frag("k:protocol", "t: ", "i:Waypoint"), ["A point on a map that has an elevation."]),
    sym("property", "s:8Trailmap8WaypointP9elevationSivp", ["Waypoint", "elevation"],
        frag("k:var", "t: ", "i:elevation", "t:: ", "ty:Int", "t: { ", "k:get", "t: }"), ["Metres above sea level."]),
    # public func hikingTime(for trail: Trail) -> Double
    sym("func", "s:8Trailmap10hikingTime3forSdAA5TrailV_tF", ["hikingTime(for:)"],
        frag("k:func", "t: ", "i:hikingTime", "t:(", "ep:for", "t: ", "ip:trail", "t:: ", "ty:Trail", "t:) -> ", "ty:Double"),
        ["Estimates the time a trail takes, in hours."],
        {"parameters": [param("for", "trail", "Trail", TRAIL)], "returns": returns("Double", "s:Sd")}),
    # public func hikingTime(for trail: Trail) -> Int
    sym("func", "s:8Trailmap10hikingTime3forSiAA5TrailV_tF", ["hikingTime(for:)"],
        frag("k:func", "t: ", "i:hikingTime", "t:(", "ep:for", "t: ", "ip:trail", "t:: ", "ty:Trail", "t:) -> ", "ty:Int"),
        ["Estimates the time a trail takes, in whole minutes."],
        {"parameters": [param("for", "trail", "Trail", TRAIL)], "returns": returns("Int", "s:Si")}),
]

def member(src, dst): return {"kind": "memberOf", "source": src, "target": dst}
rels = [member(s["identifier"]["precise"], TRAIL) for s in symbols
        if len(s["pathComponents"]) == 2 and s["pathComponents"][0] == "Trail"]
rels += [member(s["identifier"]["precise"], DIFF) for s in symbols if s["pathComponents"][:2] == ["Trail", "Difficulty"] and len(s["pathComponents"]) == 3]
rels += [member(s["identifier"]["precise"], UNIT) for s in symbols if s["pathComponents"][:2] == ["Trail", "Unit"] and len(s["pathComponents"]) == 3]
rels += [{"kind": "requirementOf", "source": "s:8Trailmap8WaypointP9elevationSivp", "target": WAYPOINT}]
# Enums without associated values are Hashable; the protocol is the standard library's.
rels += [{"kind": "conformsTo", "source": usr, "target": "s:SH", "targetFallback": "Swift.Hashable"} for usr in (DIFF, UNIT)]

graph = {"metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}, "generator": "hand-written fixture"},
         "module": {"name": "Trailmap", "platform": {}},
         "symbols": symbols, "relationships": rels}
here = os.path.dirname(os.path.abspath(__file__))
out = os.path.join(here, "..", "content", "Trailmap.docc", "Trailmap.symbols.json")
with open(out, "w") as f:
    json.dump(graph, f, indent=1)
    f.write("\n")
print("wrote", os.path.normpath(out), len(symbols), "symbols")
