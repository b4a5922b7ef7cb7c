<?php
// fps_import.php FILE FOLDER: reads an FPS file as HUSTOJ's importer does
// (SimpleXML, LIBXML_PARSEHUGE; each /fps/item's fields as text, the
// attributes unit, language and name) and writes what it would store into
// FOLDER: sample.in and sample.out, each test_input and test_output as
// NAME.in and NAME.out (testN.in where an element has no name), tpj.cc and
// the solutions. On stdout, one line a field: "title=...", "time_limit=1 s", ...
// Exit status 1 where the file does not load or an item lacks a field.
$xml = simplexml_load_file($argv[1], 'SimpleXMLElement', LIBXML_PARSEHUGE);
if ($xml === false) { fwrite(STDERR, "not XML SimpleXML loads\n"); exit(1); }
$items = $xml->xpath('/fps/item');
echo "version=", $xml['version'], "\n";
echo "items=", count($items), "\n";
$dir = $argv[2];
foreach ($items as $item) {
  foreach (['title', 'time_limit', 'memory_limit', 'description', 'input', 'output', 'sample_input',
            'sample_output', 'hint', 'source', 'tpj', 'solution'] as $field) {
    if (!isset($item->$field)) { fwrite(STDERR, "no $field\n"); exit(1); }
  }
  echo "title=", $item->title, "\n";
  echo "time_limit=", $item->time_limit, " ", $item->children()->time_limit->attributes()->unit, "\n";
  echo "memory_limit=", intval($item->memory_limit), " ", $item->children()->memory_limit->attributes()->unit, "\n";
  echo "description=", strlen($item->description) > 0 ? "yes" : "no", "\n";
  echo "tpj=", $item->children()->tpj->attributes()->language, "\n";
  echo "solution=", $item->children()->solution->attributes()->language, "\n";
  file_put_contents("$dir/sample.in", $item->sample_input);
  file_put_contents("$dir/sample.out", $item->sample_output);
  file_put_contents("$dir/tpj.cc", $item->tpj);
  $k = 0;
  foreach ($item->children()->solution as $solution) file_put_contents("$dir/solution" . $k++ . ".cc", $solution);
  foreach (['test_input' => 'in', 'test_output' => 'out'] as $field => $ext) {
    $k = 0;
    foreach ($item->children()->$field as $test) {
      $name = $test['name'] != "" ? $test['name'] : "test$k";
      file_put_contents("$dir/$name.$ext", $test);
      $k++;
    }
    echo "$field=$k\n";
  }
}
